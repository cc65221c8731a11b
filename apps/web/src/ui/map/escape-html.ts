/** Text made safe for the markup Leaflet sets as innerHTML (icons, the attribution). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
