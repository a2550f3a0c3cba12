// collopt/api/toy_graph.cc — see toy_graph.h.
#include "api/toy_graph.h"

namespace collopt {

std::string_view ToyGraphText() {
  // x: 8192 tokens × 4096; W1: 16384×4096 and W2: 4096×16384, sharded 8 ways on dim 0.
  static constexpr std::string_view kText = R"PY(class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2048, 4096]", primals_2: "f32[512, 16384]", primals_3: "bf16[8192, 4096]", tangents_1: "bf16[8192, 4096]"):
        # File: fsdp_mlp.py:21 in forward, code: w1 = self.w1.full_tensor()
        convert_element_type: "bf16[2048, 4096]" = torch.ops.prims.convert_element_type.default(primals_1, torch.bfloat16);  primals_1 = None
        all_gather_into_tensor: "bf16[16384, 4096]" = torch.ops._c10d_functional.all_gather_into_tensor.default(convert_element_type, 8, '0');  convert_element_type = None
        wait_tensor: "bf16[16384, 4096]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None

        # File: fsdp_mlp.py:22 in forward, code: w2 = self.w2.full_tensor()
        convert_element_type_1: "bf16[512, 16384]" = torch.ops.prims.convert_element_type.default(primals_2, torch.bfloat16);  primals_2 = None
        all_gather_into_tensor_1: "bf16[4096, 16384]" = torch.ops._c10d_functional.all_gather_into_tensor.default(convert_element_type_1, 8, '0');  convert_element_type_1 = None
        wait_tensor_1: "bf16[4096, 16384]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1);  all_gather_into_tensor_1 = None

        # File: fsdp_mlp.py:23 in forward, code: h = torch.relu(x @ w1.t())
        permute: "bf16[4096, 16384]" = torch.ops.aten.permute.default(wait_tensor, [1, 0]);  wait_tensor = None
        mm: "bf16[8192, 16384]" = torch.ops.aten.mm.default(primals_3, permute);  permute = None
        relu: "bf16[8192, 16384]" = torch.ops.aten.relu.default(mm);  mm = None

        # File: fsdp_mlp.py:24 in forward, code: y = h @ w2.t()
        permute_1: "bf16[16384, 4096]" = torch.ops.aten.permute.default(wait_tensor_1, [1, 0])
        mm_1: "bf16[8192, 4096]" = torch.ops.aten.mm.default(relu, permute_1);  permute_1 = None

        # File: fsdp_mlp.py:24 in forward, code: y = h @ w2.t() (backward)
        permute_2: "bf16[4096, 8192]" = torch.ops.aten.permute.default(tangents_1, [1, 0])
        mm_2: "bf16[4096, 16384]" = torch.ops.aten.mm.default(permute_2, relu);  permute_2 = None
        mm_3: "bf16[8192, 16384]" = torch.ops.aten.mm.default(tangents_1, wait_tensor_1);  tangents_1 = wait_tensor_1 = None

        # File: fsdp_mlp.py:23 in forward, code: h = torch.relu(x @ w1.t()) (backward)
        le: "b8[8192, 16384]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        full_default: "bf16[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "bf16[8192, 16384]" = torch.ops.aten.where.self(le, full_default, mm_3);  le = full_default = mm_3 = None
        permute_3: "bf16[16384, 8192]" = torch.ops.aten.permute.default(where, [1, 0]);  where = None
        mm_4: "bf16[16384, 4096]" = torch.ops.aten.mm.default(permute_3, primals_3);  permute_3 = primals_3 = None

        # File: fsdp_mlp.py:30 in step, code: reduce_scatter(w2.grad)
        convert_element_type_2: "f32[4096, 16384]" = torch.ops.prims.convert_element_type.default(mm_2, torch.float32);  mm_2 = None
        reduce_scatter_tensor: "f32[512, 16384]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(convert_element_type_2, 'avg', 8, '0');  convert_element_type_2 = None
        wait_tensor_2: "f32[512, 16384]" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor);  reduce_scatter_tensor = None

        # File: fsdp_mlp.py:31 in step, code: reduce_scatter(w1.grad)
        convert_element_type_3: "f32[16384, 4096]" = torch.ops.prims.convert_element_type.default(mm_4, torch.float32);  mm_4 = None
        reduce_scatter_tensor_1: "f32[2048, 4096]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(convert_element_type_3, 'avg', 8, '0');  convert_element_type_3 = None
        wait_tensor_3: "f32[2048, 4096]" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1);  reduce_scatter_tensor_1 = None
        return (mm_1, wait_tensor_3, wait_tensor_2)
)PY";
  return kText;
}

}  // namespace collopt
