import { createElement } from 'react';

export default function Heading({ heading }) {
  return createElement('main', null, createElement('h1', null, heading));
}
