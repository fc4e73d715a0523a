// Node's WebAssembly, as the Node scripts use it (site_plugins/snapshot.mjs): TypeScript declares
// WebAssembly only in its DOM and WebWorker libraries, whose other globals Node has not. These are
// those libraries' declarations, the part the scripts use. Types only (see engine-protocol.ts).

export {};

declare global {
  namespace WebAssembly {
    interface Module {}
    interface Memory {
      readonly buffer: ArrayBuffer;
    }
    interface Instance {
      readonly exports: Record<string, unknown>;
    }
    type Imports = Record<string, Record<string, unknown>>;
    interface WebAssemblyInstantiatedSource {
      instance: Instance;
      module: Module;
    }
    function instantiate(bytes: ArrayBufferView | ArrayBuffer, importObject?: Imports): Promise<WebAssemblyInstantiatedSource>;
    function instantiate(moduleObject: Module, importObject?: Imports): Promise<Instance>;
  }
}
