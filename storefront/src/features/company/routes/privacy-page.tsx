import { headOf, PAGES } from '@contract'
import { AFTER_SALE_DEFAULTS } from '@contract/after-sale-policy'

import { useDocumentHead } from '@/lib/use-document-head'

import { useSiteSettings } from '../api/get-site-settings'
import { PolicyDocument } from '../components/policy-document'
import { privacyPolicy } from '../policies'

export default function PrivacyPage() {
  useDocumentHead(headOf(PAGES.privacy))
  const settings = useSiteSettings()
  // The windows are site settings; when they cannot be read, the defaults the settings start from are shown.
  const privacy = privacyPolicy(settings.data?.afterSale ?? (settings.isError ? AFTER_SALE_DEFAULTS : null))
  return <PolicyDocument title="Privacy Policy" intro={privacy.intro} sections={privacy.sections} />
}
