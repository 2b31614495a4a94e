import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, useMe, useSessionStore } from '../index';

const SESSION_PANEL_TEXTS = {
  signedInAs: (who: string) => `Signed in as ${who}`,
  signedOut: 'Signed out',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signOut: 'Sign out',
  failed: 'Sign-in failed',
} as const;

const Box = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
`;

/**
 * The harness's session: it boots like the host (spec 4.1) and signs in against the API, so a remote's
 * screens run alone with real data. The host never renders this.
 */
export function SessionPanel() {
  const authReady = useSessionStore((state) => state.authReady);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  const who = useMe().data?.email ?? '';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void useSessionStore.getState().initialize();
  }, []);

  if (!authReady) return null;
  if (isAuthenticated) {
    return (
      <Box as="div">
        <span>{SESSION_PANEL_TEXTS.signedInAs(who)}</span>
        <Button variant="secondary" onClick={() => void useSessionStore.getState().logout()}>
          {SESSION_PANEL_TEXTS.signOut}
        </Button>
      </Box>
    );
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    useSessionStore
      .getState()
      .login(email, password)
      .catch(() => setFailed(true));
  };
  return (
    <Box onSubmit={submit} aria-label={SESSION_PANEL_TEXTS.signIn}>
      <TextField
        label={SESSION_PANEL_TEXTS.email}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={failed ? SESSION_PANEL_TEXTS.failed : undefined}
      />
      <TextField
        label={SESSION_PANEL_TEXTS.password}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit">{SESSION_PANEL_TEXTS.signIn}</Button>
    </Box>
  );
}
