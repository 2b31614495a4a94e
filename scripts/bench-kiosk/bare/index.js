import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const heading = new URLSearchParams(window.location.search).get('heading') || 'Clock';
createRoot(document.getElementById('root')).render(
  createElement('main', null, createElement('h1', null, heading)),
);
