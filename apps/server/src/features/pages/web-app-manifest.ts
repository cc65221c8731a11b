/** The longest a manifest's short_name is shown whole under an icon (Chrome's guidance: 12 characters). */
const SHORT_NAME_MAX = 12;

/**
 * The built web app manifest with the provider's name: the installed page is called what the recipient knows it
 * by. The short name under the icon takes the name when it fits, else keeps the build's.
 */
export function providerManifest(built: string, providerName: string): string {
  const manifest = JSON.parse(built) as Record<string, unknown>;
  manifest.name = providerName;
  if (providerName.length <= SHORT_NAME_MAX) manifest.short_name = providerName;
  return JSON.stringify(manifest);
}
