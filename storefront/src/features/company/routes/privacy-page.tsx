import { headOf, PAGES } from '@contract'

import { useDocumentHead } from '@/lib/use-document-head'

import { PolicyDocument } from '../components/policy-document'
import { PRIVACY } from '../policies'

export default function PrivacyPage() {
  useDocumentHead(headOf(PAGES.privacy))
  return <PolicyDocument title="Privacy Policy" intro={PRIVACY.intro} sections={PRIVACY.sections} />
}
