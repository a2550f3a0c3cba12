class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "bf16[8, 16]", primals_2: "bf16[16, 16]"):
        all_to_all_single: "bf16[8, 16]" = torch.ops._c10d_functional.all_to_all_single.default(primals_1, [4, 4], [4, 4], 'ep')
        mm: "bf16[16, 16]" = torch.ops.aten.mm.default(primals_2, primals_2)
        wait_tensor: "bf16[8, 16]" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single)
        mm_1: "bf16[8, 16]" = torch.ops.aten.mm.default(wait_tensor, mm)
        all_to_all_single_1: "bf16[8, 16]" = torch.ops._c10d_functional.all_to_all_single.default(mm_1, [4, 4], [4, 4], 'ep')
        wait_tensor_1: "bf16[8, 16]" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single_1)
        return (wait_tensor_1,)
