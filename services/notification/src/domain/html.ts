/** Text placed in an HTML e-mail: whatever it holds (a name, a place) is shown as text, never read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
