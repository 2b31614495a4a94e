import { createElement, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { getInstance } from '@module-federation/enhanced/runtime';

const heading = new URLSearchParams(window.location.search).get('heading') || 'Clock';
const federation = getInstance();
federation.registerRemotes([
  { name: 'floor_remote', entry: new URLSearchParams(window.location.search).get('remote') },
]);
const Heading = lazy(() => federation.loadRemote('floor_remote/Heading'));
createRoot(document.getElementById('root')).render(
  createElement(Suspense, { fallback: null }, createElement(Heading, { heading })),
);
