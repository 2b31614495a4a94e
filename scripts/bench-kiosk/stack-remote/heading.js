import React, { createElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import styled from 'styled-components';

const Main = styled.main`
  padding: 24px;
`;
const Title = styled.h1`
  font-size: 48px;
`;

function Heading({ heading }) {
  return createElement(Main, null, createElement(Title, null, heading));
}

export default singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Heading,
  errorBoundary: () => null,
});
