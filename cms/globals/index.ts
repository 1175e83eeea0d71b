import { HomeContent } from './HomeContent'
import { SiteSettings } from './SiteSettings'

export const globals = [SiteSettings, HomeContent]
