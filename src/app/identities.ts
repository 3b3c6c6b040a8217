import { studioIdentity, type SiteIdentity } from '../components';
import { coffeeIdentity } from '../demos/coffee/brand';
import { homegoodsIdentity } from '../demos/homegoods/brand';
import { landscapingIdentity } from '../demos/landscaping/brand';

/** The studio and each demo business: the build makes their icons, manifests and share images from these. */
export const siteIdentities: readonly SiteIdentity[] = [studioIdentity, coffeeIdentity, landscapingIdentity, homegoodsIdentity];
