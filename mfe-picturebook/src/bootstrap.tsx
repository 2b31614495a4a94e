import { manifestOf } from '@care/shared';
import { renderStandalone } from '@care/shared/dev';

// Development only (the production build has no page): every screen and parcel of this remote's manifest,
// mounted as the host mounts them. The webpack context below holds exactly the feature entries.
renderStandalone(manifestOf('mfe_picturebook'), {
  loadFeature: (feature) => import(`./features/${feature}/index.ts`),
});
