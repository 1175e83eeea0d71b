import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'

import { App } from './app/app'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// A transition lets React render the first screen in small slices, so the page stays responsive while it starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
