import { createHash } from 'node:crypto';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * Starts the page's scripts once the server's HTML has painted: when the browser reports the first contentful
 * paint (at once in a hidden tab, where no frame comes; after the next frame where paints are not reported; after
 * 1.5 s at the latest). A script fetched before that paint counts toward it, and toward the largest paint
 * with it, in Lighthouse's simulation of a slow phone; the next frame alone came before the paint was presented
 * in some runs. The entry and, preloaded beside it, the chunks it and the route import are named by the loader's
 * `data-entry` and `data-preload`. The same text on every page, so one hash lets it run.
 */
export const SCRIPT_LOADER =
  "(s=>{const d=document,{entry,preload}=s.dataset;let started=false;const go=()=>{if(started)return;started=true;for(const href of (preload||'').split(' ').filter(Boolean)){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;d.head.append(l)}const e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=entry;d.head.append(e)};if(d.visibilityState==='hidden')return go();if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))return requestAnimationFrame(()=>setTimeout(go));new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();go()}).observe({type:'paint',buffered:true});setTimeout(go,1500);d.addEventListener('visibilitychange',go,{once:true})})(document.currentScript)";

/** The CSP hash of the loader. */
export const SCRIPT_LOADER_HASH = `sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}`;

/**
 * A rendered page whose scripts wait for its first paint: the paint needs only the HTML (its styles are written
 * in), and scripts fetched and run before it would hold it back on a slow phone, for nothing the recipient sees.
 * The entry's script element and the module preloads leave the head; the loader at the end of the body starts
 * them. A page without an entry script (not built by Vite) is returned as it is.
 */
export function deferScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${SCRIPT_LOADER}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<\/body>/i, () => `${loader}</body>`);
}
