import { createRoot } from 'react-dom/client';
import { FrameApp } from './frame-app';
import { focusFirstControlOnArrival } from './ui/focus-on-arrival';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// No StrictMode: its double effect would announce FRAME_READY twice.
createRoot(container).render(<FrameApp />);
focusFirstControlOnArrival();
