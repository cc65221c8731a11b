type Cell = string | number | boolean;

/** Prints a titled table with aligned columns. */
export function printTable(title: string, header: string[], rows: Cell[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  process.stdout.write(`\n${title}\n${cells.map(line).join('\n')}\n`);
}

/** The run's pass/fail checks: must-be-zero figures and minimum sizes. */
export class Verdicts {
  private readonly failures: string[] = [];

  mustBeZero(name: string, value: number, detail?: string): void {
    if (value !== 0) this.failures.push(`${name}: ${value} (must be 0)${detail ? `; e.g. ${detail}` : ''}`);
  }

  atLeast(name: string, value: number, minimum: number): void {
    if (value < minimum) this.failures.push(`${name}: ${value} (must be at least ${minimum})`);
  }

  /** Prints the outcome; true when every check held. */
  report(): boolean {
    if (this.failures.length === 0) {
      process.stdout.write('\nEvery must-be-zero figure is zero.\n');
      return true;
    }
    process.stdout.write(`\nFAILED:\n${this.failures.map((failure) => `  - ${failure}`).join('\n')}\n`);
    return false;
  }
}
