import type { PostProcessorModule } from 'i18next';

/**
 * A sentence that ends on a Danish or Norwegian date ends on its abbreviation's full stop ("28 nov."): it takes
 * no second one ("Din pakke kommer lør., 28 nov."). An ellipsis stays as it is.
 */
export function oneFullStop(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** Applied to every translated text, after its values are filled in (the browser's i18next and the server's). */
export const oneFullStopProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'oneFullStop',
  process: (value: string) => oneFullStop(value),
};

/** The init options that apply it. */
export const ONE_FULL_STOP = { postProcess: ['oneFullStop'] } as const;
