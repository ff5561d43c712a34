/** The simulator pages' stylesheet, served at /static/sim.css (inline styles are refused by the CSP). */
export const pageStyles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#ededed;color:#333}
.mp-header{display:flex;align-items:center;gap:.75rem;background:#ffe600;padding:.9rem 1.25rem}
.mp-logo{font-weight:800;color:#2d3277;font-size:1.2rem;letter-spacing:-.02em}
.mp-badge{font-size:.75rem;background:#2d3277;color:#fff;border-radius:999px;padding:.15rem .6rem}
.mp-main{max-width:32rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem;margin-bottom:1rem}
h1{font-size:1.3rem;margin:0 0 .75rem}
h2{font-size:1.05rem;margin:0 0 .5rem}
p{line-height:1.5}
label{display:block;font-weight:600;font-size:.9rem;margin:.75rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #bbb;border-radius:.5rem}
fieldset{border:1px solid #ddd;border-radius:.5rem;padding:.5rem .75rem;margin:.75rem 0}
legend{font-weight:600;font-size:.9rem}
.choice{display:flex;align-items:center;gap:.5rem;font-weight:400;margin:.4rem 0}
.choice input{width:auto}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button{font:inherit;font-weight:600;border-radius:.5rem;padding:.7rem 1.2rem;border:0;cursor:pointer}
.primary{background:#0074b0;color:#fff}
.secondary{background:#fff;color:#0074b0;border:1px solid #0074b0}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #2d3277;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.95rem}
td,th{text-align:left;padding:.4rem 0;border-bottom:1px solid #eee}
.total{font-weight:700}
.muted{color:#666;font-size:.9rem}
.error{color:#b00020}
/* Checkout Pro (checkout/): summary, payment form, result. */
.items{list-style:none;margin:0;padding:0}
.item{display:flex;justify-content:space-between;gap:.75rem;padding:.5rem 0;border-bottom:1px solid #eee}
.item-title{overflow-wrap:anywhere}
.item-price{white-space:nowrap;color:#555}
.total-line{display:flex;justify-content:space-between;margin:.75rem 0 0;font-size:1.05rem}
.hint{color:#555;font-size:.85rem;margin:.4rem 0}
.hint p{margin:.25rem 0}
.hint-list{margin:.25rem 0 0;padding-left:1.1rem}
.pay-form .choice{margin:0;padding:.45rem 0}
.pay-form:has(#method-card:not(:checked)) .card-fields{display:none}
.error-box{border-left:4px solid #b00020}
.result-ok{border-top:4px solid #00a650}
.result-bad{border-top:4px solid #b00020}
.result-wait{border-top:4px solid #ff7733}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.3rem .75rem;margin:1rem 0}
.facts dt{color:#555}
.facts dd{margin:0;overflow-wrap:anywhere}
.button-link{display:inline-block;text-decoration:none;font-weight:600;border-radius:.5rem;padding:.7rem 1.2rem;text-align:center}
.button-link:focus-visible{outline:3px solid #2d3277;outline-offset:2px}
@media (max-width:400px){.mp-main{padding:0 .75rem}.actions>*{flex:1 1 100%}}
`
