let cached: boolean | null = null;

/** Whether WebGL runs in software here (SwiftShader, llvmpipe): then the fast graphics mode suits. */
export function isSoftwareRenderer(): boolean {
  if (cached !== null) return cached;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    cached = /swiftshader|llvmpipe|software/i.test(renderer);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    cached = false;
  }
  return cached;
}

/** Fancy or fast, resolving 'auto' by the renderer. */
export function resolveGraphics(setting: 'auto' | 'fancy' | 'fast'): 'fancy' | 'fast' {
  if (setting !== 'auto') return setting;
  return isSoftwareRenderer() ? 'fast' : 'fancy';
}
