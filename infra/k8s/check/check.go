package main

import (
	"fmt"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Fewer than two pods: a node drain or one crash takes the service away.
const leastReplicas = 2

type findings struct {
	report []string
	faults []string
}

func (f *findings) fault(source, what, format string, args ...any) {
	f.faults = append(f.faults, fmt.Sprintf("%s: %s: %s", source, what, fmt.Sprintf(format, args...)))
}

func (f *findings) ok(format string, args ...any) {
	f.report = append(f.report, fmt.Sprintf(format, args...))
}

// Check cross-checks the decoded objects: each Deployment scaled by exactly one HorizontalPodAutoscaler and covered
// by exactly one PodDisruptionBudget that lets a pod go at the least replica count, its containers requesting what
// the autoscaler measures, and each Service reaching a Deployment's port.
func Check(set *Set) (report, faults []string) {
	f := &findings{}
	checkUniqueNames(set, f)
	for _, autoscaler := range set.Autoscalers {
		checkAutoscaler(set, autoscaler, f)
	}
	for _, budget := range set.Budgets {
		if len(podsOf(set, budget.Obj.Namespace, budget.Obj.Spec.Selector)) == 0 {
			f.fault(budget.Source, "PodDisruptionBudget "+budget.Obj.Name,
				"its selector (%s) matches the pods of no Deployment: it protects nothing", metav1.FormatLabelSelector(budget.Obj.Spec.Selector))
		}
	}
	for _, deployment := range set.Deployments {
		checkDeployment(set, deployment, f)
	}
	for _, service := range set.Services {
		checkService(set, service, f)
	}
	sort.Strings(f.faults)
	return f.report, f.faults
}

func checkUniqueNames(set *Set, f *findings) {
	seen := map[string]string{}
	note := func(source, kind, namespace, name string) {
		key := kind + " " + namespace + "/" + name
		if first, ok := seen[key]; ok {
			f.fault(source, kind+" "+name, "defined again (first in %s): the later one would replace it", first)
			return
		}
		seen[key] = source
	}
	for _, d := range set.Deployments {
		note(d.Source, "Deployment", d.Obj.Namespace, d.Obj.Name)
	}
	for _, s := range set.Services {
		note(s.Source, "Service", s.Obj.Namespace, s.Obj.Name)
	}
	for _, a := range set.Autoscalers {
		note(a.Source, "HorizontalPodAutoscaler", a.Obj.Namespace, a.Obj.Name)
	}
	for _, b := range set.Budgets {
		note(b.Source, "PodDisruptionBudget", b.Obj.Namespace, b.Obj.Name)
	}
}

func findDeployment(set *Set, namespace, name string) *appsv1.Deployment {
	for _, d := range set.Deployments {
		if d.Obj.Namespace == namespace && d.Obj.Name == name {
			return d.Obj
		}
	}
	return nil
}

// podsOf names the Deployments whose pod template labels the selector matches. A missing or invalid selector
// matches nothing.
func podsOf(set *Set, namespace string, selector *metav1.LabelSelector) []string {
	parsed, err := metav1.LabelSelectorAsSelector(selector)
	if err != nil || selector == nil {
		return nil
	}
	var names []string
	for _, d := range set.Deployments {
		if d.Obj.Namespace == namespace && parsed.Matches(labels.Set(d.Obj.Spec.Template.Labels)) {
			names = append(names, d.Obj.Name)
		}
	}
	return names
}

func minReplicas(autoscaler *autoscalingv2.HorizontalPodAutoscaler) int32 {
	if autoscaler.Spec.MinReplicas == nil {
		return 1 // the API's default
	}
	return *autoscaler.Spec.MinReplicas
}

func checkAutoscaler(set *Set, a Located[*autoscalingv2.HorizontalPodAutoscaler], f *findings) {
	what := "HorizontalPodAutoscaler " + a.Obj.Name
	target := a.Obj.Spec.ScaleTargetRef
	if target.APIVersion != "apps/v1" || target.Kind != "Deployment" {
		f.fault(a.Source, what, "scaleTargetRef is %s %s %q; only apps/v1 Deployments are scaled here", target.APIVersion, target.Kind, target.Name)
	} else if findDeployment(set, a.Obj.Namespace, target.Name) == nil {
		f.fault(a.Source, what, "scaleTargetRef names Deployment %q, which no manifest defines", target.Name)
	}
	least, most := minReplicas(a.Obj), a.Obj.Spec.MaxReplicas
	if least > most {
		f.fault(a.Source, what, "minReplicas %d is above maxReplicas %d", least, most)
	}
	if least < leastReplicas {
		f.fault(a.Source, what, "minReplicas %d: at least %d, or one drained node or one crash takes the service away", least, leastReplicas)
	}
	if len(a.Obj.Spec.Metrics) == 0 {
		f.fault(a.Source, what, "no metrics: say what it scales on (the API's silent default is 80%% CPU)")
	}
	for _, metric := range a.Obj.Spec.Metrics {
		if metric.Type != autoscalingv2.ResourceMetricSourceType || metric.Resource == nil {
			f.fault(a.Source, what, "a %s metric: these services export none to the metrics API, only resource metrics are checked here", metric.Type)
		}
	}
}

func checkDeployment(set *Set, d Located[*appsv1.Deployment], f *findings) {
	what := "Deployment " + d.Obj.Name
	own, err := metav1.LabelSelectorAsSelector(d.Obj.Spec.Selector)
	if err != nil || d.Obj.Spec.Selector == nil || !own.Matches(labels.Set(d.Obj.Spec.Template.Labels)) {
		f.fault(d.Source, what, "spec.selector does not match its own pod template's labels")
	}
	checkContainers(d, f)
	var scalers []*autoscalingv2.HorizontalPodAutoscaler
	for _, a := range set.Autoscalers {
		ref := a.Obj.Spec.ScaleTargetRef
		if a.Obj.Namespace == d.Obj.Namespace && ref.Kind == "Deployment" && ref.Name == d.Obj.Name {
			scalers = append(scalers, a.Obj)
		}
	}
	var budgets []*policyv1.PodDisruptionBudget
	for _, b := range set.Budgets {
		if b.Obj.Namespace == d.Obj.Namespace && contains(podsOf(set, b.Obj.Namespace, b.Obj.Spec.Selector), d.Obj.Name) {
			budgets = append(budgets, b.Obj)
		}
	}
	if len(scalers) != 1 {
		f.fault(d.Source, what, "%d HorizontalPodAutoscalers aim at it%s; exactly one must", len(scalers), namesOf(scalers))
	}
	if len(budgets) != 1 {
		// A pod under two budgets cannot be evicted at all (the eviction API answers 500).
		f.fault(d.Source, what, "%d PodDisruptionBudgets select its pods%s; exactly one must", len(budgets), namesOf(budgets))
	}
	if len(scalers) != 1 || len(budgets) != 1 {
		return
	}
	scaler, budget := scalers[0], budgets[0]
	if d.Obj.Spec.Replicas != nil {
		f.fault(d.Source, what, "sets spec.replicas (%d) although HorizontalPodAutoscaler %s scales it: each kubectl apply would reset the count", *d.Obj.Spec.Replicas, scaler.Name)
	}
	least := int(minReplicas(scaler))
	free, err := disruptionsAllowed(budget, least)
	if err != nil {
		f.fault(d.Source, what, "PodDisruptionBudget %s: %v", budget.Name, err)
		return
	}
	if free < 1 {
		f.fault(d.Source, what, "PodDisruptionBudget %s lets no pod go at minReplicas %d: it would block every node drain", budget.Name, least)
		return
	}
	f.ok("Deployment %-12s HPA %s %d-%d on %s; PDB %s lets %d of %d go; %s", d.Obj.Name, scaler.Name, least,
		scaler.Spec.MaxReplicas, metricsOf(scaler), budget.Name, free, least, resourcesOf(d.Obj))
}

// disruptionsAllowed is how many pods the budget lets go when the Deployment runs `pods` healthy pods, rounding
// a percentage up as the disruption controller does.
func disruptionsAllowed(budget *policyv1.PodDisruptionBudget, pods int) (int, error) {
	switch {
	case budget.Spec.MinAvailable != nil && budget.Spec.MaxUnavailable != nil:
		return 0, fmt.Errorf("sets both minAvailable and maxUnavailable; the API takes one")
	case budget.Spec.MinAvailable != nil:
		keep, err := intstr.GetScaledValueFromIntOrPercent(budget.Spec.MinAvailable, pods, true)
		return pods - keep, err
	case budget.Spec.MaxUnavailable != nil:
		return intstr.GetScaledValueFromIntOrPercent(budget.Spec.MaxUnavailable, pods, true)
	default:
		return 0, fmt.Errorf("sets neither minAvailable nor maxUnavailable")
	}
}

func contains(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

func namesOf[T interface{ GetName() string }](objects []T) string {
	if len(objects) == 0 {
		return ""
	}
	var names []string
	for _, o := range objects {
		names = append(names, o.GetName())
	}
	return " (" + strings.Join(names, ", ") + ")"
}

func metricsOf(a *autoscalingv2.HorizontalPodAutoscaler) string {
	var parts []string
	for _, m := range a.Spec.Metrics {
		if m.Resource != nil && m.Resource.Target.AverageUtilization != nil {
			parts = append(parts, fmt.Sprintf("%s %d%%", m.Resource.Name, *m.Resource.Target.AverageUtilization))
		} else if m.Resource != nil {
			parts = append(parts, string(m.Resource.Name))
		}
	}
	return strings.Join(parts, ", ")
}
