import { headOf, PAGES } from '@contract'

import { useDocumentHead } from '@/lib/use-document-head'

import { PolicyDocument } from '../components/policy-document'
import { TERMS } from '../policies'

export default function TermsPage() {
  useDocumentHead(headOf(PAGES.terms))
  return <PolicyDocument title="Terms and Conditions" intro={TERMS.intro} sections={TERMS.sections} />
}
