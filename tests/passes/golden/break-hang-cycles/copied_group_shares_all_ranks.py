# RUN: -p break-hang-cycles --break-hang-cycles-max-connections 2
# Group '2' is the copy the process-group passes make of '1' (same_ranks_as):
# ranks unknown, but all 4 shared. The all_gather's wait moves up.
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
    return {'1': {'size': 4, 'rank': 0}, '2': {'size': 4, 'rank': 0, 'same_ranks_as': '1'}}
