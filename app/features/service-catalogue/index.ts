// IT-сервисы: the client-safe exports other features may import (none yet; the manifest is index.server.ts).
export {};
