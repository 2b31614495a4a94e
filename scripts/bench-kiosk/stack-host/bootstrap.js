import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import axios from 'axios';
import { create } from 'zustand';
import { getInstance } from '@module-federation/enhanced/runtime';

const heading = new URLSearchParams(window.location.search).get('heading') || 'Clock';
const useStore = create(() => ({
  heading,
  api: axios.create({ baseURL: '/api', withCredentials: true }),
}));
const federation = getInstance();
federation.registerRemotes([
  { name: 'floor_remote', entry: new URLSearchParams(window.location.search).get('remote') },
]);
const screen = federation.loadRemote('floor_remote/Heading').then((module) => module.default);

function Screen() {
  const text = useStore((state) => state.heading);
  const [config, setConfig] = useState(null);
  useEffect(() => {
    void screen.then(setConfig);
  }, []);
  return config
    ? createElement(Parcel, { config, mountParcel: mountRootParcel, heading: text })
    : null;
}

function Routes() {
  return useRoutes([{ path: '*', element: createElement(Screen) }]);
}

createRoot(document.getElementById('root')).render(
  createElement(BrowserRouter, null, createElement(Routes)),
);
