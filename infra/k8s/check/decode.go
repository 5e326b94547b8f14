package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	serializerjson "k8s.io/apimachinery/pkg/runtime/serializer/json"
	"sigs.k8s.io/yaml"
)

// Located is a decoded object and where it was read ("cart.yaml, document 3").
type Located[T any] struct {
	Source string
	Obj    T
}

// Set holds every object of the manifests, by the kinds the cross-checks look at.
type Set struct {
	Deployments []Located[*appsv1.Deployment]
	Services    []Located[*corev1.Service]
	Autoscalers []Located[*autoscalingv2.HorizontalPodAutoscaler]
	Budgets     []Located[*policyv1.PodDisruptionBudget]
	// ConfigMaps and NetworkPolicies: decoded strictly, no cross-check.
	Others []Located[runtime.Object]
	// What was read: file names and the number of objects decoded.
	Files   []string
	Objects int
}

// The kinds the manifests may hold. Another kind, even one Kubernetes knows (a StatefulSet), is refused: the
// cross-checks below would pass it by without a word, so adding one is a change to this program first.
var knownKinds = map[schema.GroupVersionKind]bool{
	appsv1.SchemeGroupVersion.WithKind("Deployment"):                     true,
	corev1.SchemeGroupVersion.WithKind("Service"):                        true,
	corev1.SchemeGroupVersion.WithKind("ConfigMap"):                      true,
	autoscalingv2.SchemeGroupVersion.WithKind("HorizontalPodAutoscaler"): true,
	policyv1.SchemeGroupVersion.WithKind("PodDisruptionBudget"):          true,
	networkingv1.SchemeGroupVersion.WithKind("NetworkPolicy"):            true,
}

// newDecoder is apimachinery's YAML serializer in strict mode, over a scheme of the API groups the manifests use:
// an unknown or duplicated field is an error (the JSON decoding is case-sensitive, so `Replicas:` is unknown too),
// as is an apiVersion/kind the scheme does not hold.
func newDecoder() (*serializerjson.Serializer, error) {
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{
		appsv1.AddToScheme, corev1.AddToScheme, autoscalingv2.AddToScheme, policyv1.AddToScheme, networkingv1.AddToScheme,
	} {
		if err := add(scheme); err != nil {
			return nil, err
		}
	}
	options := serializerjson.SerializerOptions{Yaml: true, Strict: true}
	return serializerjson.NewSerializerWithOptions(serializerjson.DefaultMetaFactory, scheme, scheme, options), nil
}

// LoadDir decodes every document of every *.yaml file in dir. IO errors end it; faults in the manifests are
// collected, one per document.
func LoadDir(dir string) (*Set, []string, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil {
		return nil, nil, err
	}
	if len(names) == 0 {
		return nil, nil, fmt.Errorf("no *.yaml file in %s", dir)
	}
	sort.Strings(names)
	set := &Set{}
	var faults []string
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, nil, err
		}
		faults = append(faults, set.AddFile(filepath.Base(name), data)...)
	}
	return set, faults, nil
}

// AddFile decodes each document of one file into set and returns its faults, one per document that does not decode.
func (set *Set) AddFile(name string, data []byte) []string {
	decoder, err := newDecoder()
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", name, err)}
	}
	set.Files = append(set.Files, name)
	var faults []string
	for index, document := range splitDocuments(data) {
		source := fmt.Sprintf("%s, document %d (line %d)", name, index+1, document.line)
		if fault := set.addDocument(decoder, source, document.text); fault != "" {
			faults = append(faults, fault)
		}
	}
	return faults
}

type document struct {
	line int // where it starts in its file, so that a fault's "line N" inside it can be found
	text []byte
}

// splitDocuments cuts a file at its "---" lines, as kubectl does.
func splitDocuments(data []byte) []document {
	var documents []document
	current := document{line: 1}
	lines := bytes.SplitAfter(data, []byte("\n"))
	for number, line := range lines {
		trimmed := bytes.TrimRight(line, " \t\r\n")
		if bytes.Equal(trimmed, []byte("---")) {
			documents = append(documents, current)
			current = document{line: number + 2}
			continue
		}
		current.text = append(current.text, line...)
	}
	return append(documents, current)
}

func (set *Set) addDocument(decoder *serializerjson.Serializer, source string, document []byte) string {
	// A document of comments only (a file's header before its first object) holds nothing to decode.
	if asJSON, err := yaml.YAMLToJSON(document); err == nil && string(bytes.TrimSpace(asJSON)) == "null" {
		return ""
	}
	object, gvk, err := decoder.Decode(document, nil, nil)
	if err != nil {
		if runtime.IsStrictDecodingError(err) {
			return fmt.Sprintf("%s: refused, a field Kubernetes does not know or given twice: %v", source, err)
		}
		return fmt.Sprintf("%s: refused: %v", source, err)
	}
	if !knownKinds[*gvk] {
		return fmt.Sprintf("%s: kind %s of %s is not one this check knows (it cross-checks %s)",
			source, gvk.Kind, gvk.GroupVersion(), kindList())
	}
	set.Objects++
	switch typed := object.(type) {
	case *appsv1.Deployment:
		set.Deployments = append(set.Deployments, Located[*appsv1.Deployment]{source, typed})
	case *corev1.Service:
		set.Services = append(set.Services, Located[*corev1.Service]{source, typed})
	case *autoscalingv2.HorizontalPodAutoscaler:
		set.Autoscalers = append(set.Autoscalers, Located[*autoscalingv2.HorizontalPodAutoscaler]{source, typed})
	case *policyv1.PodDisruptionBudget:
		set.Budgets = append(set.Budgets, Located[*policyv1.PodDisruptionBudget]{source, typed})
	default:
		set.Others = append(set.Others, Located[runtime.Object]{source, object})
	}
	return ""
}

func kindList() string {
	var kinds []string
	for gvk := range knownKinds {
		kinds = append(kinds, gvk.GroupVersion().String()+" "+gvk.Kind)
	}
	sort.Strings(kinds)
	return fmt.Sprint(kinds)
}
