import { readFileSync } from 'node:fs';

/** What the last stage of a Dockerfile (the runtime image) is made of, as far as a test can reproduce it. */
export interface RuntimeStage {
  workdir: string;
  env: Record<string, string>;
  /** COPY --from=<stage> <source> <destination>, destinations relative to the WORKDIR. */
  copies: { from: string; source: string; destination: string }[];
  /** Folders a RUN makes writable for the image's user (`chown node:node <folder>`), relative to the WORKDIR. */
  ownedByUser: string[];
  cmd: string[];
  healthcheck: string[];
}

const relative = (workdir: string, target: string) =>
  target.startsWith(`${workdir}/`) ? target.slice(workdir.length + 1) : target.replace(/^\.\//, '');

/** Reads the runtime stage: the instructions after the last FROM. */
export function readRuntimeStage(dockerfile: string): RuntimeStage {
  const lines = readFileSync(dockerfile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stage = lines.slice(lines.findLastIndex((line) => line.startsWith('FROM ')) + 1);
  const instruction = (name: string) =>
    stage.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1));
  const workdir = instruction('WORKDIR').at(-1) ?? '/';
  const env = Object.fromEntries(
    instruction('ENV').flatMap((line) =>
      line.split(/\s+/).map((pair) => pair.split('=', 2) as [string, string]),
    ),
  );
  const copies = instruction('COPY').map((line) => {
    const [, from = '', source = '', destination = ''] = /^--from=(\S+)\s+(\S+)\s+(\S+)$/.exec(line) ?? [];
    return { from, source, destination: relative(workdir, destination) };
  });
  const ownedByUser = instruction('RUN').flatMap((line) =>
    [...line.matchAll(/chown node:node (\S+)/g)].map((match) => relative(workdir, match[1] ?? '')),
  );
  const json = (line: string | undefined) => JSON.parse(line ?? '[]') as string[];
  const healthcheck = instruction('HEALTHCHECK')
    .at(-1)
    ?.replace(/^.*?CMD\s+/, '');
  return {
    workdir,
    env,
    copies,
    ownedByUser,
    cmd: json(instruction('CMD').at(-1)),
    healthcheck: json(healthcheck),
  };
}
