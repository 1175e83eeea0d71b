import { useDocumentHead } from '@/lib/use-document-head'

import { PolicyDocument } from '../components/policy-document'
import { PRIVACY } from '../policies'

export default function PrivacyPage() {
  useDocumentHead({
    title: 'Privacy Policy',
    description: 'Privacy, cookies, returns, refunds, cancellation, cash on delivery and shipping policies of Nuvo Surgical.',
  })
  return <PolicyDocument title="Privacy Policy" intro={PRIVACY.intro} sections={PRIVACY.sections} />
}
