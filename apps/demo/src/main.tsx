import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readDemoConfig } from './config/demo-config';
import { DemoRoot } from './demo-root';
import './demo.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <DemoRoot config={readDemoConfig()} />
  </StrictMode>,
);
