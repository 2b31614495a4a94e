import { configureCalls, manifestOf } from '@care/shared';
import { renderStandalone } from '@care/shared/dev';

// Development only (the production build has no page): every screen and parcel of this remote's manifest,
// mounted as the host mounts them. The webpack context below holds exactly the feature entries.
// The call service talks to the local voice gateway that `npm start` runs beside the API.
configureCalls({ voiceGateway: 'localhost:4100' });
renderStandalone(manifestOf('mfe_voice'), {
  loadFeature: (feature) => import(`./features/${feature}/index.ts`),
});
