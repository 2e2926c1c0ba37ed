// The page's only script in the HTML. The stylesheet comes with it (render-blocking, so a
// server-rendered page is styled when it first paints); the app's code follows. On a server-rendered
// page the content is already there, so the app's code (react-dom and the rest, about 140 KB) waits
// until the text has its font and has painted: on a slow phone those bytes do not compete with the
// content. A page the browser renders starts at once.
import './styles.css';
import { SSR_STATE_ELEMENT_ID } from '../shared/ssr';
import { holdEarlyActions } from './early-actions';

const start = () => void import('./main');

if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  // Until the app has taken the page over, a tap or a submission waits for it instead of being lost.
  holdEarlyActions();
  // After the next frame has painted: requestAnimationFrame runs before it, the timeout after it.
  void document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(start, 0)));
} else {
  start();
}
