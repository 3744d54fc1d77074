import { tenantMapMarkdown } from './tenant-map'

// Prints how every table reaches its company, for docs/scaling.md (tenant-map.test.ts checks the copy there).
console.log(tenantMapMarkdown())
