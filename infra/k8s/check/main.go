// Command check decodes every document of the Kubernetes manifests (infra/k8s/*.yaml) into its API type with
// unknown fields refused, and cross-checks the objects: `go run . <dir>` (the default dir is "..").
// It prints what it checked and exits 1 with one line per fault.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, out, errOut io.Writer) int {
	dir := ".."
	if len(args) > 0 {
		dir = args[0]
	}
	set, faults, err := LoadDir(dir)
	if err != nil {
		fmt.Fprintf(errOut, "k8s-check: %v\n", err)
		return 2
	}
	fmt.Fprintf(out, "k8s-check: %d objects decoded strictly (unknown fields refused) from %s\n", set.Objects, strings.Join(set.Files, ", "))
	if len(faults) > 0 {
		// Cross-checks of a half-read set would only echo these faults.
		fmt.Fprintln(errOut, "k8s-check: cross-checks not run until every document decodes")
		return fail(errOut, faults)
	}
	report, faults := Check(set)
	for _, line := range report {
		fmt.Fprintln(out, "  ok  "+line)
	}
	if len(faults) > 0 {
		return fail(errOut, faults)
	}
	fmt.Fprintf(out, "k8s-check: %d Deployments, each scaled by one HorizontalPodAutoscaler and covered by one PodDisruptionBudget; %d Services reach their pods\n",
		len(set.Deployments), len(set.Services))
	return 0
}

func fail(errOut io.Writer, faults []string) int {
	for _, fault := range faults {
		fmt.Fprintln(errOut, "FAULT "+fault)
	}
	fmt.Fprintf(errOut, "k8s-check: %d fault(s) in the manifests\n", len(faults))
	return 1
}
