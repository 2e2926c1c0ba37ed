// The page's only script in the HTML. The stylesheet comes with it (render-blocking, so a
// server-rendered page is styled when it first paints); the app's code follows. On a server-rendered
// page the content is already there, so the app's code (react-dom and the rest, about 140 KB) waits
// until the text has its font and has painted: on a slow phone those bytes do not compete with the
// content. A page the browser renders starts at once.
import './styles.css';
import { SSR_STATE_ELEMENT_ID } from '../shared/ssr';

// Should the app's code not load (offline, a deploy in between), what the person did meanwhile goes the plain HTML way.
const start = () => void import('./main').catch(() => window.__liftoffEarly?.giveUp());

if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  // After the next frame has painted: requestAnimationFrame runs before it, the timeout after it.
  void document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(start, 0)));
} else {
  start();
}
