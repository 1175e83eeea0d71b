import { useDocumentHead } from '@/lib/use-document-head'

import { PolicyDocument } from '../components/policy-document'
import { TERMS } from '../policies'

export default function TermsPage() {
  useDocumentHead({ title: 'Terms and Conditions', description: 'Terms of use and of sale of the Nuvo Surgical online shop.' })
  return <PolicyDocument title="Terms and Conditions" intro={TERMS.intro} sections={TERMS.sections} />
}
