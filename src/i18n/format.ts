/**
 * Fills `{name}` placeholders of a dictionary string: format('Book on {provider}', { provider: 'X' }).
 * Its own module, free of the dictionaries (which read files with node:fs), so that an island can
 * fill the words it receives as props in the browser; src/i18n/ui re-exports it for the build.
 */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`format: no value for {${name}} in "${template}"`);
    return value;
  });
}
