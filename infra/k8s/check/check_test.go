package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A small set that passes: one Deployment with its Service, autoscaler and budget, and a ConfigMap.
const good = `# cart: a comment before the first object, as our files have
apiVersion: apps/v1
kind: Deployment
metadata:
  name: cart
  labels: { app.kubernetes.io/name: cart }
spec:
  selector:
    matchLabels: { app.kubernetes.io/name: cart }
  template:
    metadata:
      labels: { app.kubernetes.io/name: cart, app.kubernetes.io/part-of: rto }
    spec:
      containers:
        - name: cart
          image: rto-cart:latest
          ports: [{ name: http, containerPort: 4003 }]
          resources:
            requests: { cpu: 250m, memory: 160Mi }
            limits: { memory: 512Mi }
---
apiVersion: v1
kind: Service
metadata:
  name: cart
spec:
  selector: { app.kubernetes.io/name: cart }
  ports: [{ name: http, port: 4003, targetPort: http }]
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: cart
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: cart }
  minReplicas: 2
  maxReplicas: 8
  metrics:
    - type: Resource
      resource: { name: cpu, target: { type: Utilization, averageUtilization: 70 } }
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: cart
spec:
  maxUnavailable: 1
  selector:
    matchLabels: { app.kubernetes.io/name: cart }
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: rto-config
data:
  HOST: 0.0.0.0
`

// faultsOf runs the whole program on one file in a directory of its own, as `make k8s-check` runs it on infra/k8s.
func faultsOf(t *testing.T, manifest string) (code int, out, errOut string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "cart.yaml"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code = run([]string{dir}, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// edit replaces one piece of the good set, failing the test if the piece is not there (the test would prove nothing).
func edit(t *testing.T, old, replacement string) string {
	t.Helper()
	if strings.Count(good, old) != 1 {
		t.Fatalf("the good manifest holds %q %d times, not once", old, strings.Count(good, old))
	}
	return strings.Replace(good, old, replacement, 1)
}

func expectFault(t *testing.T, manifest string, words ...string) {
	t.Helper()
	code, _, errOut := faultsOf(t, manifest)
	if code != 1 {
		t.Fatalf("exit code %d, want 1; stderr:\n%s", code, errOut)
	}
	for _, word := range words {
		if !strings.Contains(errOut, word) {
			t.Errorf("the faults do not say %q:\n%s", word, errOut)
		}
	}
}

func TestOurManifestsPass(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{".."}, &stdout, &stderr); code != 0 {
		t.Fatalf("infra/k8s fails its check (exit %d):\n%s%s", code, stdout.String(), stderr.String())
	}
	for _, name := range []string{"gateway", "identity", "catalog", "cart", "scheduling", "billing", "order", "notification"} {
		if !strings.Contains(stdout.String(), "ok  Deployment "+name+" ") {
			t.Errorf("no line for Deployment %s in:\n%s", name, stdout.String())
		}
	}
}

func TestWhenTheSetIsRightThenItPassesAndSaysWhatItChecked(t *testing.T) {
	code, out, errOut := faultsOf(t, good)
	if code != 0 {
		t.Fatalf("exit code %d:\n%s", code, errOut)
	}
	for _, want := range []string{"5 objects decoded strictly", "HPA cart 2-8 on cpu 70%", "PDB cart lets 1 of 2 go", "Service    cart         -> Deployment cart"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestWhenAFieldIsMisspeltThenItIsRefused(t *testing.T) {
	// `replica:` for `replicas:`: a lenient decoder drops it, and the Deployment silently runs one pod.
	expectFault(t, edit(t, "spec:\n  selector:\n    matchLabels: { app.kubernetes.io/name: cart }\n  template",
		"spec:\n  replica: 3\n  selector:\n    matchLabels: { app.kubernetes.io/name: cart }\n  template"),
		"cart.yaml, document 1 (line 1)", `unknown field "spec.replica"`)
}

func TestWhenAFieldHasTheWrongCaseOrSitsAtTheWrongDepthThenItIsRefused(t *testing.T) {
	expectFault(t, edit(t, "containerPort: 4003", "containerport: 4003"), `unknown field "spec.template.spec.containers[0].ports[0].containerport"`)
	expectFault(t, edit(t, "  minReplicas: 2\n", "  minReplicas: 2\n  scaleTargetRef2: {}\n"), `unknown field "spec.scaleTargetRef2"`)
	expectFault(t, edit(t, "limits: { memory: 512Mi }", "limit: { memory: 512Mi }"), "unknown field", "limit")
}

func TestWhenAKeyIsGivenTwiceThenItIsRefused(t *testing.T) {
	expectFault(t, edit(t, "  maxReplicas: 8\n", "  maxReplicas: 8\n  maxReplicas: 3\n"), "maxReplicas", "document 3 (line 30)", "line 9")
}

func TestWhenAKindOrApiVersionIsUnknownThenItIsRefused(t *testing.T) {
	expectFault(t, edit(t, "kind: Deployment\nmetadata", "kind: Deploymnet\nmetadata"), `no kind "Deploymnet"`)
	expectFault(t, edit(t, "apiVersion: autoscaling/v2\n", "apiVersion: autoscaling/v2beta2\n"), "autoscaling/v2beta2")
	// Kubernetes knows a StatefulSet, but nothing here cross-checks one: refused rather than passed unexamined.
	expectFault(t, edit(t, "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: rto-config\ndata:\n  HOST: 0.0.0.0\n",
		"apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: redis\nspec: {}\n"), "kind StatefulSet of apps/v1 is not one this check knows")
}

func TestWhenAnAutoscalerAimsAtADeploymentThatDoesNotExistThenItIsAFault(t *testing.T) {
	expectFault(t, edit(t, "kind: Deployment, name: cart }", "kind: Deployment, name: carts }"),
		`HorizontalPodAutoscaler cart: scaleTargetRef names Deployment "carts", which no manifest defines`,
		"Deployment cart: 0 HorizontalPodAutoscalers aim at it")
}

func TestWhenABudgetSelectsNoPodsThenItIsAFault(t *testing.T) {
	expectFault(t, edit(t, "  maxUnavailable: 1\n  selector:\n    matchLabels: { app.kubernetes.io/name: cart }",
		"  maxUnavailable: 1\n  selector:\n    matchLabels: { app: cart }"),
		"PodDisruptionBudget cart: its selector (app=cart) matches the pods of no Deployment",
		"Deployment cart: 0 PodDisruptionBudgets select its pods")
}

func TestWhenAContainerRequestsNoCPUThenItIsAFault(t *testing.T) {
	expectFault(t, edit(t, "requests: { cpu: 250m, memory: 160Mi }", "requests: { memory: 160Mi }"),
		"Deployment cart, container cart: requests no CPU")
	expectFault(t, edit(t, "requests: { cpu: 250m, memory: 160Mi }", "requests: { cpu: 250m, memory: 600Mi }"),
		"memory limit 512Mi is below its request 600Mi")
}

func TestWhenTheReplicaBoundsCannotHoldThenItIsAFault(t *testing.T) {
	expectFault(t, edit(t, "  maxReplicas: 8\n", "  maxReplicas: 1\n"), "minReplicas 2 is above maxReplicas 1")
	// One pod at the least: a drain takes the service away, and a budget of minAvailable 1 would block the drain.
	oneAndBudget := strings.Replace(edit(t, "  minReplicas: 2\n", "  minReplicas: 1\n"), "  maxUnavailable: 1\n", "  minAvailable: 1\n", 1)
	expectFault(t, oneAndBudget, "minReplicas 1: at least 2", "PodDisruptionBudget cart lets no pod go at minReplicas 1")
	expectFault(t, edit(t, "  minReplicas: 2\n", ""), "minReplicas 1: at least 2")
}

func TestWhenTheDeploymentSetsReplicasBesideItsAutoscalerThenItIsAFault(t *testing.T) {
	expectFault(t, edit(t, "spec:\n  selector:\n    matchLabels: { app.kubernetes.io/name: cart }\n  template",
		"spec:\n  replicas: 2\n  selector:\n    matchLabels: { app.kubernetes.io/name: cart }\n  template"), "sets spec.replicas (2)")
}

func TestWhenTwoAutoscalersOrBudgetsCoverOneDeploymentThenItIsAFault(t *testing.T) {
	second := good + "---\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: cart-too\nspec:\n  minAvailable: 1\n  selector:\n    matchLabels: { app.kubernetes.io/part-of: rto }\n"
	expectFault(t, second, "2 PodDisruptionBudgets select its pods (cart, cart-too)")
	again := good + "---\napiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: cart\nspec:\n  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: cart }\n  minReplicas: 2\n  maxReplicas: 4\n  metrics: [{ type: Resource, resource: { name: cpu, target: { type: Utilization, averageUtilization: 50 } } }]\n"
	expectFault(t, again, "HorizontalPodAutoscaler cart: defined again (first in cart.yaml, document 3 (line 30))", "2 HorizontalPodAutoscalers aim at it (cart, cart)")
}

func TestWhenAServiceMissesItsPodsThenItIsAFault(t *testing.T) {
	expectFault(t, edit(t, "  selector: { app.kubernetes.io/name: cart }\n  ports", "  selector: { app.kubernetes.io/name: carts }\n  ports"),
		"Service cart: its selector (app.kubernetes.io/name=carts) matches the pods of no Deployment")
	expectFault(t, edit(t, "targetPort: http", "targetPort: web"), `Service cart: port "http" sends to web, which no container of Deployment cart opens`)
}

func TestWhenTheDirectoryHoldsNoManifestThenItSaysSo(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{t.TempDir()}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "no *.yaml file") {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
}
