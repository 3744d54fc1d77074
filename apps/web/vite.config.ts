import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type ProxyOptions } from 'vite'

const apiTarget = process.env.API_URL ?? 'http://localhost:3000'

/** In development the API runs on its own port; browser navigations still get the SPA. */
const toApi: ProxyOptions = {
  target: apiTarget,
  bypass: (req) =>
    req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget },
      '/sanctum': { target: apiTarget },
      '/email': { target: apiTarget },
      '/login': toApi,
      '/register': toApi,
      '/logout': toApi,
      '/forgot-password': toApi,
      '/reset-password': toApi,
    },
  },
  build: { target: 'es2022', sourcemap: false },
})
