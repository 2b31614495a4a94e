import { renderStandalone } from '@care/shared';
import { STANDALONE_SCREENS } from './app/screens';
import { STANDALONE_TITLE } from './texts';

// Only when this remote is opened on its own (development); the host loads the exposed modules instead.
renderStandalone({ title: STANDALONE_TITLE, screens: STANDALONE_SCREENS });
