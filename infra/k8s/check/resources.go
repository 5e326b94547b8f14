package main

import (
	"fmt"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// checkContainers: the autoscaler's utilisation is usage over the pods' CPU requests, so a container without one
// leaves it blind; a memory request places the pod, a memory limit stops one leaking process from starving its node.
func checkContainers(d Located[*appsv1.Deployment], f *findings) {
	for _, c := range d.Obj.Spec.Template.Spec.Containers {
		what := fmt.Sprintf("Deployment %s, container %s", d.Obj.Name, c.Name)
		requests, limits := c.Resources.Requests, c.Resources.Limits
		if cpu, ok := requests[corev1.ResourceCPU]; !ok || cpu.IsZero() {
			f.fault(d.Source, what, "requests no CPU (resources.requests.cpu): its HorizontalPodAutoscaler cannot compute a utilisation")
		}
		memory, ok := requests[corev1.ResourceMemory]
		if !ok || memory.IsZero() {
			f.fault(d.Source, what, "requests no memory (resources.requests.memory)")
		}
		limit, limited := limits[corev1.ResourceMemory]
		if !limited {
			f.fault(d.Source, what, "has no memory limit (resources.limits.memory)")
		} else if ok && limit.Cmp(memory) < 0 {
			f.fault(d.Source, what, "memory limit %s is below its request %s", limit.String(), memory.String())
		}
	}
}

func resourcesOf(d *appsv1.Deployment) string {
	var parts []string
	for _, c := range d.Spec.Template.Spec.Containers {
		cpu, memory := c.Resources.Requests[corev1.ResourceCPU], c.Resources.Requests[corev1.ResourceMemory]
		limit := c.Resources.Limits[corev1.ResourceMemory]
		parts = append(parts, fmt.Sprintf("%s requests cpu %s, memory %s (limit %s)", c.Name, cpu.String(), memory.String(), limit.String()))
	}
	return strings.Join(parts, "; ")
}

// checkService: the selector must reach a Deployment's pods, and each port's target must be a port those pods open.
func checkService(set *Set, s Located[*corev1.Service], f *findings) {
	what := "Service " + s.Obj.Name
	if len(s.Obj.Spec.Selector) == 0 {
		f.fault(s.Source, what, "has no selector: it would reach no pod of these manifests")
		return
	}
	selector := labels.SelectorFromSet(s.Obj.Spec.Selector)
	var targets []*appsv1.Deployment
	for _, d := range set.Deployments {
		if d.Obj.Namespace == s.Obj.Namespace && selector.Matches(labels.Set(d.Obj.Spec.Template.Labels)) {
			targets = append(targets, d.Obj)
		}
	}
	if len(targets) == 0 {
		f.fault(s.Source, what, "its selector (%s) matches the pods of no Deployment", selector.String())
		return
	}
	for _, port := range s.Obj.Spec.Ports {
		target := port.TargetPort
		if target.Type == intstr.Int && target.IntVal == 0 {
			target = intstr.FromInt32(port.Port) // the API's default: the same number as the port
		}
		for _, d := range targets {
			if !opensPort(d, target) {
				f.fault(s.Source, what, "port %q sends to %s, which no container of Deployment %s opens", port.Name, target.String(), d.Name)
			}
		}
	}
	var names []string
	for _, d := range targets {
		names = append(names, d.Name)
	}
	f.ok("Service    %-12s -> Deployment %s", s.Obj.Name, strings.Join(names, ", "))
}

func opensPort(d *appsv1.Deployment, target intstr.IntOrString) bool {
	for _, c := range d.Spec.Template.Spec.Containers {
		for _, p := range c.Ports {
			if (target.Type == intstr.String && p.Name == target.StrVal) || (target.Type == intstr.Int && p.ContainerPort == target.IntVal) {
				return true
			}
		}
	}
	return false
}
