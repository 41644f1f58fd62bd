import { useSearchParams } from 'react-router';
import { AdminOnly } from '../../../components/access/admin-only';
import { type TabOption, TabPanel, Tabs } from '../../../components/ui/tabs';
import { ContentAdminPage } from '../components/content-admin-page';
import { HomePageEditor } from '../components/home-page-editor';
import { PriceListEditor } from '../components/price-list-editor';
import { ReviewsPanel } from '../components/reviews-panel';

type TSiteTab = 'prices' | 'kids' | 'home' | 'reviews';
const TABS: readonly TabOption<TSiteTab>[] = [
  { key: 'prices', label: 'Prices' },
  { key: 'kids', label: "Children's prices" },
  { key: 'home', label: 'Home page' },
  { key: 'reviews', label: 'Reviews' },
];
const TABS_ID = 'site-admin';
const tabOf = (value: string | null): TSiteTab => TABS.find((t) => t.key === value)?.key ?? 'prices';

const INTRO: Record<TSiteTab, string> = {
  prices: 'The general price list on /pricing and the pages that quote it.',
  kids: 'Prices for children, on /kids and the paediatrics page.',
  home: 'The words at the top of the home page.',
  reviews: 'Reviews shown on the home and pricing pages.',
};

/** `/admin/site`: the price lists, the home page's words and the reviews, each a tab. */
export function SiteAdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const select = (next: TSiteTab) =>
    setParams(next === 'prices' ? {} : { tab: next }, { preventScrollReset: true });
  return (
    <AdminOnly>
      <ContentAdminPage
        section="site"
        title="Prices and home page"
        metaDescription="Edit the price lists, the home page's words and the reviews."
        description="What the site says about prices, on its home page, and in patients' words. Changes show on the site once saved."
      >
        <div className="max-w-[560px]">
          <Tabs label="Site content" idPrefix={TABS_ID} options={TABS} selected={tab} onSelect={select} />
        </div>
        <p className="mt-4 text-sm text-muted">{INTRO[tab]}</p>
        <div className="mt-4">
          <TabPanel idPrefix={TABS_ID} tabKey={tab}>
            {tab === 'prices' ? <PriceListEditor key="pricing" kind="pricing" /> : null}
            {tab === 'kids' ? <PriceListEditor key="kids" kind="kids-pricing" /> : null}
            {tab === 'home' ? <HomePageEditor /> : null}
            {tab === 'reviews' ? <ReviewsPanel /> : null}
          </TabPanel>
        </div>
      </ContentAdminPage>
    </AdminOnly>
  );
}
