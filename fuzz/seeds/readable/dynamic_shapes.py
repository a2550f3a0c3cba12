class GraphModule(torch.nn.Module):
    def forward(self, n: "Sym(s0)", x: "f32[2, s0, 64][64*s0, 64, 1]cpu", m: "b8[32][1]cpu", w: "f32[Max(1, s0 - 8), 64]"):
        mul: "Sym(2*s0)" = 2 * n
        view: "f32[2*s0, 64][64, 1]cpu" = torch.ops.aten.reshape.default(x, [mul, 64])
        ag: "f32[2*s0, 64][64, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, '0')
        wait: "f32[4*s0, 64][64, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(ag)
        nonzero: "i64[u0, 1][1, 1]cpu" = torch.ops.aten.nonzero.default(m)
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0)
        relu: "f32[((s0 - 1)//2) + 1, 64]" = torch.ops.aten.relu.default(w)
        return (view, wait, sym_size_int, relu)
