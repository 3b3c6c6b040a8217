import { HandHeart, Package, Truck } from 'lucide-react';
import { Icon, PageMeta } from '../../../components';
import { homegoodsCopy, homegoodsMeta, newArrivals } from '../content';
import { homegoodsPageJsonLd } from '../../../content/structuredData';
import { FeatureList } from '../../shared/sections/FeatureList';
import { heroImage } from '../images';
import { Hero } from '../sections/Hero';
import { ProductsBand } from '../sections/ProductsBand';
import { SaleBanner } from '../sections/SaleBanner';
import { homegoodsIdentity } from '../brand';

const promiseIcons = [HandHeart, Truck, Package];
const copy = homegoodsCopy;

export function HomePage() {
  return (
    <>
      <PageMeta {...homegoodsMeta.home} identity={homegoodsIdentity} structuredData={homegoodsPageJsonLd(homegoodsMeta.home)} />
      <Hero copy={copy.hero} image={heroImage} />
      <ProductsBand id="hg-new-title" copy={copy.newArrivals} products={newArrivals} grid={{ empty: copy.empty, labels: copy.product }} />
      <FeatureList
        id="hg-promise-title"
        tone="alt"
        look="plain"
        hideTitle
        title={copy.promises.title}
        items={copy.promises.items}
        before={(index) => <Icon icon={promiseIcons[index] ?? HandHeart} size={30} strokeWidth={1.5} />}
      />
      <SaleBanner copy={copy.saleBanner} />
    </>
  );
}
