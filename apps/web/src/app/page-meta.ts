import type { SiteData } from '@giro/shared/site-data';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/** A catalogue key with its namespace: `content:faq.title`. */
type Key = `${string}:${string}`;

export type PageMeta = {
  title: Key;
  description: Key;
  /** Public pages a search engine should list; a visitor's own pages are `noindex`. */
  indexable: boolean;
};

// Pages without a text of their own are described by the home page's lead.
const siteDescription: Key = 'calculator:hero.lead';

function page(title: Key, description: Key = siteDescription, indexable = false): PageMeta {
  return { title, description, indexable };
}

/**
 * Title and description of every route (spec §2), with the keys the screens show: the server
 * writes them into the page, the layout keeps the description in step while the visitor browses.
 */
const pageMetas: Record<string, PageMeta> = {
  [paths.home.path]: page('calculator:title', 'calculator:hero.lead', true),
  [paths.about.path]: page('content:about.title', 'content:about.lead', true),
  [paths.faq.path]: page('content:faq.title', 'content:faq.lead', true),
  [paths.contact.path]: page('contact:contact.title', 'contact:contact.lead', true),
  [paths.privacy.path]: page('content:privacy.title', 'content:privacy.lead', true),
  [paths.terms.path]: page('content:terms.title', 'content:terms.lead', true),
  [paths.cookiePolicy.path]: page('content:cookiePolicy.title', 'content:cookiePolicy.lead', true),
  [paths.disclaimer.path]: page('content:disclaimer.title', 'content:disclaimer.lead', true),
  [paths.login.path]: page('account:signIn.title', 'account:signIn.lead', true),
  [paths.forgotPassword.path]: page('account:forgotPassword.title', 'account:forgotPassword.lead'),
  [paths.resetPassword.path]: page('account:resetPassword.title', 'account:resetPassword.lead'),
  [paths.userActivation.path]: page('account:userActivation.title'),
  [paths.userInfo.path]: page('recipient:userInfo.title', 'recipient:userInfo.lead'),
  [paths.checkout.path]: page('checkout:checkout.title', 'checkout:checkout.lead'),
  [paths.cryptoCheckout.path]: page('crypto:cryptoCheckout.title'),
  [paths.paymentSuccess.path]: page(
    'checkout:paymentSuccess.title',
    'checkout:paymentSuccess.lead',
  ),
  [paths.transferRequested.path]: page(
    'checkout:paymentSuccess.title',
    'checkout:paymentSuccess.lead',
  ),
  [paths.paymentError.path]: page('content:paymentError.title', 'content:paymentError.lead'),
  [paths.pageNotFound.path]: page('content:notFound.title', 'content:notFound.text'),
  [paths.profile.path]: page('account:profile.title'),
  [paths.profileTransfers.path]: page('account:profile.title'),
  [paths.profileRateAlerts.path]: page('account:profile.title'),
  [paths.profileIdentity.path]: page('identity:title'),
  [paths.profileSecurity.path]: page('account:profile.title'),
  [paths.agent.path]: page('agent:title', 'agent:lead'),
  [paths.agentInvitation.path]: page('account:agentInvitation.title'),
  [paths.transfer.path]: page('transfers:detail.title'),
  [paths.transferReceipt.path]: page('transfers:receipt.title'),
  [paths.transferSendAgain.path]: page('transfers:again.title'),
  [paths.rateAlertUnsubscribe.path]: page(
    'rate-alerts:unsubscribe.title',
    'rate-alerts:unsubscribe.lead',
  ),
  [`${paths.admin.path}/*`]: page('admin:title'),
};

/** The pages a search engine should list (sitemap.xml). */
export const publicPaths = Object.entries(pageMetas)
  .filter(([, meta]) => meta.indexable)
  .map(([path]) => path);

export type PageMatch = {
  meta: PageMeta;
  /** The path's parameters (`reference`), which some titles show. */
  params: Record<string, string>;
  /** False when no route has this path: the app sends the visitor to its not-found page. */
  found: boolean;
};

export function matchPageMeta(pathname: string): PageMatch {
  for (const [pattern, meta] of Object.entries(pageMetas)) {
    const match = matchPath(pattern, pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return { meta, params, found: true };
    }
  }
  return {
    meta: pageMetas[paths.pageNotFound.path] ?? page('content:notFound.title'),
    params: {},
    found: false,
  };
}

/** What the page texts interpolate (as the content pages do), with stand-ins for empty settings. */
export function metaParams(site: SiteData | undefined, hostname: string) {
  const domain = site?.domain_name || hostname;
  return { operator: site?.operator.name || domain, domain };
}
