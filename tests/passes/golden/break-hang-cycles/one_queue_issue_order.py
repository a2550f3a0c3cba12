# RUN: -p break-hang-cycles --break-hang-cycles-max-connections 1
# The same crossed waits with one hardware queue (CUDA_DEVICE_MAX_CONNECTIONS=1):
# kernels start in issue order on every rank, no cycle, the graph is unchanged.
import torch
class Repro(torch.nn.Module):
    def forward(self, w, g):
        ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '1')
        rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(g, 'sum', 4, '2')
        mul = torch.ops.aten.mul.Tensor(g, 2)
        rs_w = torch.ops._c10d_functional.wait_tensor.default(rs)
        ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)
        return (ag_w, rs_w, mul)

def load_args(reader):
    buf0 = reader.storage(None, 64)
    reader.tensor(buf0, (4, 4), is_leaf=True)  # w
    buf1 = reader.storage(None, 256)
    reader.tensor(buf1, (16, 4), is_leaf=True)  # g

def get_pg_config():
    return {'1': {'size': 4, 'rank': 0, 'ranks': [0, 1, 2, 3]}, '2': {'size': 4, 'rank': 0, 'ranks': [0, 1, 2, 3]}}
