class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "bf16[8, 16]", primals_2: "bf16[8, 16]", primals_3: "bf16[2, 16]"):
        all_gather_into_tensor: "bf16[4, 16]" = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_3, 2, 'tp')
        wait_tensor: "bf16[4, 16]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        permute: "bf16[16, 8]" = torch.ops.aten.permute.default(primals_1, [1, 0])
        mm: "bf16[4, 8]" = torch.ops.aten.mm.default(wait_tensor, permute)
        gelu: "bf16[4, 8]" = torch.ops.aten.gelu.default(mm)
        mm_1: "bf16[4, 16]" = torch.ops.aten.mm.default(gelu, primals_2)
        all_reduce: "bf16[4, 16]" = torch.ops._c10d_functional.all_reduce.default(mm_1, 'sum', 'tp')
        mul: "bf16[4, 16]" = torch.ops.aten.mul.Tensor(wait_tensor, 2)
        wait_tensor_1: "bf16[4, 16]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        add: "bf16[4, 16]" = torch.ops.aten.add.Tensor(wait_tensor_1, mul)
        return (add,)
